import type { AdminMailRow } from '@contract/admin';
import { formatTime } from './format';
import { Table } from './Rows';

/** Every mail the shop sent or skipped, newest first: what, to whom, when, and why one was not sent. */
export function MailRows({ mails, empty }: { mails: readonly AdminMailRow[]; empty: string }) {
  if (mails.length === 0) return <p>{empty}</p>;
  return (
    <Table caption="Mails">
      <thead>
        <tr>
          <th scope="col">Mail</th>
          <th scope="col">To</th>
          <th scope="col">At</th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {mails.map((mail, index) => (
          <tr key={`${mail.at}-${mail.to}-${index}`} data-status={mail.status}>
            <td className="admin-wrap">
              {mail.kind}
              {mail.subject ? `: ${mail.subject}` : ''}
            </td>
            <td>{mail.to}</td>
            <td>{formatTime(mail.at)}</td>
            <td className="admin-wrap">{mail.note ?? mail.status}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
