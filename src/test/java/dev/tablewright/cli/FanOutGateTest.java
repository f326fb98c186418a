package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.Launcher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every verb that binds patterns or fans out goes through one gate: a model whose pattern fans out
 * over 100,000,001 shards is refused with validate's own line, in a JVM of 256 MB, where binding it
 * would end in an OutOfMemoryError.
 */
class FanOutGateTest {
    private static final String REFUSAL = "error: FanOut over 0..100000000 is 100000001 shards, one request each; "
            + "use at most 10000 shards";

    @TempDir
    static Path dir;

    private static Path huge;
    private static Path requests;

    @BeforeAll
    static void hugeFanOut() throws Exception {
        String text = Files.readString(Path.of("models/hr-oe.json"));
        assertThat(text).contains("\"Last\": 14");
        huge = dir.resolve("fan-out.json");
        Files.writeString(huge, text.replace("\"Last\": 14", "\"Last\": 100000000"));
        requests = Files.writeString(dir.resolve("requests.jsonl"), "");
    }

    static Stream<List<String>> verbs() {
        return Stream.of(List.of("query", "MODEL", "5"), List.of("capacity", "MODEL"), List.of("review", "MODEL"),
                List.of("codegen", "MODEL", "5", "--lang", "python"),
                List.of("export-items", "MODEL", "--pattern",
                        "5. Show all orders in OPEN status for a date range across all customers"),
                List.of("run", "MODEL", "--requests", "REQUESTS"),
                List.of("partiql", "MODEL", "SELECT * FROM \"HR-OE\" WHERE PK = 'HR-E01'"),
                // the gate comes before any request: nothing listens on port 9 of loopback
                List.of("query", "MODEL", "--check", "--engine", "endpoint=http://127.0.0.1:9"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("verbs")
    void verb_whenAPatternFansOutOverAHundredMillionShards_refusesWithValidatesLineInBoundedMemory(List<String> words)
            throws Exception {
        String verb = String.join(" ", words);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
                "-Dtablewright.home=" + dir.resolve("home"), "-cp", System.getProperty("java.class.path"),
                Launcher.class.getName()));
        String hosts = System.getProperty("jdk.net.hosts.file");
        if (hosts != null) { // the child resolves loopback only, as the tests do
            command.add(1, "-Djdk.net.hosts.file=" + hosts);
        }
        for (String word : words) {
            command.add(word.equals("MODEL") ? huge.toString() : word.equals("REQUESTS") ? requests.toString() : word);
        }
        Path err = dir.resolve(words.get(0) + words.size() + "-err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(dir.resolve(words.get(0) + words.size() + "-out.txt").toFile())
                .redirectError(err.toFile()).start();
        boolean ended = process.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }

        String errors = Files.readString(err);
        assertThat(ended).as("%s ends within two minutes; stderr: %s", verb, errors).isTrue();
        assertThat(process.exitValue()).as("%s's exit code; stderr: %s", verb, errors).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(errors).as("%s's stderr", verb).contains(huge + ":").contains(REFUSAL)
                .doesNotContain("Exception").doesNotContain("OutOfMemoryError");
    }
}
