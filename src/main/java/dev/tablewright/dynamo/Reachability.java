package dev.tablewright.dynamo;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;

/**
 * Whether a connection's endpoint still accepts TCP connections: after a request failed midway
 * (an HTTP 500, a reset connection), this tells a server that went away from one that answered
 * with an error, so the message can say which.
 */
final class Reachability {
    enum Answer { ANSWERS, REFUSES, UNKNOWN }

    private Reachability() {
    }

    static Answer probe(Connection connection, Duration timeout) {
        URI url = null;
        if (connection instanceof Connection.Endpoint ep) {
            url = ep.url();
        } else if (connection instanceof Connection.AwsProfile p) {
            url = p.endpointOverride();
        } else if (connection instanceof Connection.LocalServer s && s.port() != 0) {
            url = URI.create("http://localhost:" + s.port());
        }
        if (url == null || url.getHost() == null) {
            return Answer.UNKNOWN;
        }
        int port = url.getPort() != -1 ? url.getPort() : "https".equalsIgnoreCase(url.getScheme()) ? 443 : 80;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(url.getHost(), port), (int) timeout.toMillis());
            return Answer.ANSWERS;
        } catch (IOException e) {
            return Answer.REFUSES;
        }
    }
}
