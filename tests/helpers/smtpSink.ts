/** A loopback SMTP server that keeps every message it receives, for the mail tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
    to: string[];
    data: string;
}

export interface SmtpSink {
    /** What arrived, in order; tests may empty it between cases. */
    received: ReceivedMail[];
    /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
    url: string;
    close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
    const received: ReceivedMail[] = [];
    const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
            let data = '';
            stream.on('data', chunk => (data += chunk));
            stream.on('end', () => {
                received.push({ to: session.envelope.rcptTo.map(r => r.address), data });
                callback();
            });
        },
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>(resolve => server.close(() => resolve())) };
}
