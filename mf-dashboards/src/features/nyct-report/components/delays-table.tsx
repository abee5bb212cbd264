import { weekCategory, type DelayRowView } from '@grindline/domain';

export interface DelaysTableProps {
  rows: readonly DelayRowView[];
}

/** Loss-of-time reasons per grinder and week, minutes (spec 002 section 3 weekly metrics rows). */
export function DelaysTable({ rows }: DelaysTableProps) {
  return (
    <div className="gl-nyct-table-wrap">
      <table className="gl-nyct-table">
        <caption>Loss of time, minutes (the YTD rows are the year to date)</caption>
        <thead>
          <tr>
            <th scope="col">Grinder</th>
            <th scope="col">Week</th>
            <th scope="col">Loram delay</th>
            <th scope="col">Customer delay</th>
            <th scope="col">Train delay</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.grinder}-${r.week}`}>
              <th scope="row">{r.grinder}</th>
              <td>{weekCategory(r.week)}</td>
              <td>{r.loram}</td>
              <td>{r.customer}</td>
              <td>{r.train}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
