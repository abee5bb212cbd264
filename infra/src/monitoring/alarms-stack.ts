import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { acknowledgeAlarmTopicKey } from '../nag/acknowledgements';

export interface AlarmsStackProps extends StackProps {
  /** Who is told when an alarm fires or clears (context `alarmEmail`); none: nobody is subscribed. */
  alarmEmail?: string;
}

/** SSM parameter naming the topic: the API's area stacks read it, so they import no export. */
export const ALARM_TOPIC_PARAMETER = '/grindline/alarms/topic-arn';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one SNS topic every alarm notifies, in its own stack so each stack that raises alarms can
 * use it (the API stack now, each area's stack after the split) without depending on the others.
 */
export class AlarmsStack extends Stack {
  readonly topic: ITopic;

  constructor(scope: Construct, id: string, props: AlarmsStackProps = {}) {
    super(scope, id, props);
    const topic = new Topic(this, 'AlarmTopic', { displayName: 'Grindline alarms', enforceSSL: true });
    acknowledgeAlarmTopicKey(topic);
    if (props.alarmEmail !== undefined) {
      if (!EMAIL.test(props.alarmEmail)) throw new Error(`alarmEmail must be an email address, got '${props.alarmEmail}'`);
      // The address gets a confirmation mail from AWS at the first deploy; nothing arrives until it is confirmed.
      topic.addSubscription(new EmailSubscription(props.alarmEmail));
    } else {
      Annotations.of(this).addWarning('No alarmEmail context value: the alarms notify a topic nobody is subscribed to (docs/deploy.md).');
    }
    this.topic = topic;
    new StringParameter(this, 'SsmAlarmTopicArn', { parameterName: ALARM_TOPIC_PARAMETER, stringValue: topic.topicArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: topic.topicArn });
  }
}
