package dev.tablewright;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No test reaches a host but loopback: the build (surefire's argLine) resolves names from
 * src/test/hosts-loopback only, so a name of AWS, of this machine or of anything else fails to resolve
 * before a request could leave.
 */
class NetworkIsolationTest {

    @Test
    void hostsFile_whenTestsRun_isSetAndNamesLoopbackOnly() throws Exception {
        String file = System.getProperty("jdk.net.hosts.file");

        assertThat(file).as("the build must pass -Djdk.net.hosts.file (pom.xml, surefire's argLine)").isNotBlank();
        List<String> entries = Files.readAllLines(Path.of(file)).stream()
                .map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        assertThat(entries).as("entries of %s", file).isNotEmpty();
        for (String entry : entries) {
            String address = entry.split("\\s+")[0];
            assertThat(InetAddress.getByName(address).isLoopbackAddress())
                    .as("%s maps a name to %s, which is not loopback", file, address).isTrue();
        }
    }

    @Test
    void resolve_whenNameIsNotLoopback_failsToResolve() {
        List<String> names = List.of("dynamodb.eu-west-1.amazonaws.com", "dynamodb.us-east-1.amazonaws.com",
                "sts.amazonaws.com", "repo.maven.apache.org", machineName());
        for (String name : names) {
            assertThatThrownBy(() -> InetAddress.getAllByName(name))
                    .as("%s must not resolve under the tests", name)
                    .isInstanceOf(UnknownHostException.class);
        }
    }

    @Test
    void resolve_whenLocalhost_givesLoopback() throws Exception {
        assertThat(InetAddress.getAllByName("localhost")).as("localhost")
                .isNotEmpty().allMatch(InetAddress::isLoopbackAddress);
    }

    /** This machine's own name, which /etc/hosts resolves outside the tests. */
    private static String machineName() {
        try {
            return Files.readString(Path.of("/etc/hostname")).strip();
        } catch (Exception e) {
            return "tablewright-build-host.invalid";
        }
    }
}
