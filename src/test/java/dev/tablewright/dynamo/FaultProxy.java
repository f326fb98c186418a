package dev.tablewright.dynamo;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A tiny HTTP proxy (java.net only) in front of a DynamoDB endpoint that misbehaves on demand: it
 * answers slowly, answers the next requests with a canned DynamoDB error (throttling, expired
 * token), or dies part way through, closing every connection and refusing new ones. Each request
 * goes upstream on its own connection with {@code Connection: close}, so the proxy sees every
 * request and response whole.
 */
final class FaultProxy implements AutoCloseable {
    private final ServerSocket server;
    private final InetSocketAddress upstream;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final Thread acceptor;
    final AtomicInteger requests = new AtomicInteger();
    final AtomicInteger cannedSent = new AtomicInteger();
    private volatile Duration delay = Duration.ZERO;
    private volatile int cannedLeft;
    private volatile String cannedType;
    private volatile int dieAfter = Integer.MAX_VALUE;
    private volatile boolean dead;

    FaultProxy(URI upstream) throws IOException {
        this.upstream = new InetSocketAddress(upstream.getHost(), upstream.getPort());
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.acceptor = new Thread(this::accept, "fault-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getLocalPort());
    }

    /** Every answer waits this long before its first byte. */
    FaultProxy slow(Duration wait) {
        this.delay = wait;
        return this;
    }

    /** The next {@code count} requests get a 400 with this DynamoDB error type instead of an answer. */
    FaultProxy failNext(int count, String errorType) {
        this.cannedType = errorType;
        this.cannedLeft = count;
        return this;
    }

    /** After {@code count} answered requests, the next one kills the proxy mid-request. */
    FaultProxy dieAfter(int count) {
        this.dieAfter = count;
        return this;
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                open.add(client);
                Thread t = new Thread(() -> serve(client), "fault-proxy-connection");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try (client) {
            InputStream in = client.getInputStream();
            OutputStream out = client.getOutputStream();
            while (!dead) {
                byte[] request = readRequest(in);
                if (request == null) {
                    return;
                }
                int number = requests.incrementAndGet();
                if (number > dieAfter) {
                    die();
                    return;
                }
                if (cannedLeft > 0) {
                    cannedLeft--;
                    cannedSent.incrementAndGet();
                    out.write(canned(cannedType));
                    out.flush();
                    continue;
                }
                byte[] response = forward(request);
                if (!delay.isZero()) {
                    Thread.sleep(delay.toMillis());
                }
                out.write(response);
                out.flush();
                return; // the upstream answer says Connection: close
            }
        } catch (IOException | InterruptedException e) {
            // the client went away, or the proxy died
        } finally {
            open.remove(client);
        }
    }

    private byte[] forward(byte[] request) throws IOException {
        try (Socket up = new Socket()) {
            up.connect(upstream, 2_000);
            open.add(up);
            up.getOutputStream().write(withConnectionClose(request));
            up.getOutputStream().flush();
            return up.getInputStream().readAllBytes();
        } finally {
            open.removeIf(Socket::isClosed);
        }
    }

    /** Stops listening and drops every connection, as a server that is killed. */
    void die() {
        dead = true;
        try {
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
        for (Socket s : open) {
            try {
                s.setSoLinger(true, 0); // a reset, not a polite close
                s.close();
            } catch (IOException e) {
                // gone already
            }
        }
    }

    @Override
    public void close() {
        die();
    }

    private static byte[] canned(String errorType) {
        String body = "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + errorType + "\",\"message\":\""
                + switch (errorType) {
                    case "ExpiredTokenException" -> "The security token included in the request is expired";
                    case "ProvisionedThroughputExceededException" -> "The level of configured provisioned throughput "
                            + "for the table was exceeded. Consider increasing your provisioning level with the "
                            + "UpdateTable API.";
                    default -> errorType;
                } + "\"}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String head = "HTTP/1.1 400 Bad Request\r\nContent-Type: application/x-amz-json-1.0\r\n"
                + "x-amzn-RequestId: FAULTPROXY\r\nContent-Length: " + bytes.length + "\r\n\r\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(bytes);
        return out.toByteArray();
    }

    /** One request, head and body, or null at the end of the stream. */
    private static byte[] readRequest(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                return null;
            }
            head.write(b);
            matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        String text = head.toString(StandardCharsets.US_ASCII);
        int length = 0;
        for (String line : text.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(line.indexOf(':') + 1).trim());
            }
        }
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            throw new SocketException("request body cut short");
        }
        head.writeBytes(body);
        return head.toByteArray();
    }

    private static byte[] withConnectionClose(byte[] request) {
        String text = new String(request, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        StringBuilder head = new StringBuilder();
        for (String line : text.substring(0, end).split("\r\n")) {
            if (!line.toLowerCase(Locale.ROOT).startsWith("connection:")) {
                head.append(line).append("\r\n");
            }
        }
        head.append("Connection: close\r\n\r\n");
        return (head + text.substring(end + 4)).getBytes(StandardCharsets.ISO_8859_1);
    }
}
