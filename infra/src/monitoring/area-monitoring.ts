import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ALARM_PERIOD } from './alarm-defaults';
import { applicationAlarms } from './application-alarms';
import { areaDashboard, type AreaDashboard } from './area-dashboard';
import type { Area } from './areas';
import { deadLetterAlarm } from './dead-letter';
import { functionAlarms } from './function-alarms';

/**
 * Alarms and dashboards of the Lambdas one stack creates, one call per Lambda: each Lambda gets
 * its errors and throttles alarms and its lines on its area's dashboard; the first Lambda of an
 * area creates the area's dashboard and its application-metric alarms. A stack per area (after
 * the API stack is split) uses one of these for its own area the same way.
 */
export class AreaMonitoring {
  readonly alarms: Alarm[] = [];
  private readonly dashboards = new Map<Area, AreaDashboard>();

  constructor(
    private readonly scope: Construct,
    private readonly topic: ITopic,
  ) {}

  /** The area's dashboard, created (with the area's application alarms) on first use. */
  dashboard(area: Area): AreaDashboard {
    let found = this.dashboards.get(area);
    if (!found) {
      found = areaDashboard(this.scope, area);
      this.dashboards.set(area, found);
      this.alarms.push(...applicationAlarms(this.scope, this.topic, area));
    }
    return found;
  }

  /** Errors and throttles alarms of `fn` (route or worker `id`), and its lines on the dashboard. */
  watchFunction(area: Area, id: string, fn: IFunction): void {
    const { errors, throttles } = functionAlarms(this.scope, fn, this.topic, id);
    this.alarms.push(errors, throttles);
    this.dashboard(area).addFunction(id, fn);
  }

  /**
   * The API's graphs (requests, 5xx, p95 latency) on the sign-in and administration dashboard.
   * Its alarms are GrindlineApi's own (apiAlarms), where the API is.
   */
  graphApi(api: IHttpApi): void {
    const board = this.dashboard('access');
    board.addGraph('API requests and 5xx', [api.metricCount({ period: ALARM_PERIOD }), api.metricServerError({ period: ALARM_PERIOD })]);
    board.addGraph('API latency p95 (ms)', [api.metricLatency({ period: ALARM_PERIOD, statistic: 'p95' })]);
  }

  /** The depth alarm of worker `id`'s dead-letter queue, graphed on its area's dashboard. */
  watchDeadLetters(area: Area, id: string, queue: Queue): void {
    this.alarms.push(deadLetterAlarm(this.scope, queue, this.topic, id));
    this.dashboard(area).addGraph(`Dead letters: ${id}`, [queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' })]);
  }
}
