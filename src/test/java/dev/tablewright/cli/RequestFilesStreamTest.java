package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.Launcher;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * run --requests and itemsize --items read their file a line at a time: a file larger than the heap
 * is answered line by line (it was read whole first, and ended in OutOfMemoryError), and a line
 * longer than any request can be is one line naming the file and the line.
 */
class RequestFilesStreamTest {
    /** About 60 MB of requests against a 48 MB heap. */
    private static final int LINES = 250_000;

    @TempDir
    Path dir;

    private record Ended(int exit, Path out, String err) {
    }

    private Ended launch(String heap, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
                "-Dtablewright.home=" + dir.resolve("home"), "-cp", System.getProperty("java.class.path"),
                Launcher.class.getName()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        boolean ended = process.waitFor(240, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }
        assertThat(ended).as("%s ends within four minutes; stderr: %s", args[0], Files.readString(err)).isTrue();
        return new Ended(process.exitValue(), out, Files.readString(err));
    }

    @Test
    void run_whenTheRequestFileIsLargerThanTheHeap_answersEveryLine() throws Exception {
        Path requests = dir.resolve("requests.jsonl");
        String pad = "x".repeat(180);
        try (BufferedWriter w = Files.newBufferedWriter(requests, StandardCharsets.UTF_8)) {
            for (int i = 0; i < LINES; i++) {
                w.write("{\"Operation\":\"GetItem\",\"TableName\":\"HR-OE\",\"Key\":{\"PK\":{\"S\":\"HR-E" + i
                        + "\"},\"SK\":{\"S\":\"" + pad + "\"}}}\n");
            }
        }
        assertThat(Files.size(requests)).as("bytes of requests").isGreaterThan(48L * 1024 * 1024);

        Ended run = launch("48m", "run", "models/hr-oe.json", "--requests", requests.toString());

        assertThat(run.exit()).as("exit code; stderr: %s", run.err()).isZero();
        assertThat(run.err()).doesNotContain("OutOfMemoryError");
        try (Stream<String> answers = Files.lines(run.out())) {
            assertThat(answers.count()).as("one answer a request").isEqualTo(LINES);
        }
    }

    @Test
    void itemsize_whenALineIsLongerThanAnyRequest_saysSoInOneLine() throws Exception {
        Path items = dir.resolve("items.jsonl");
        try (BufferedWriter w = Files.newBufferedWriter(items, StandardCharsets.UTF_8)) {
            w.write("{\"PK\":{\"S\":\"a\"}}\n{\"PK\":{\"S\":\"");
            for (int i = 0; i < 64; i++) { // 64 MB: read whole, with the items' parse, it outgrew the heap
                w.write("y".repeat(1024 * 1024));
            }
            w.write("\"}}\n");
        }

        // under -Xmx256m, where every verb must work: the line is read up to the bound and no further
        Ended sized = launch("256m", "itemsize", "--items", items.toString());

        assertThat(sized.exit()).isEqualTo(1);
        assertThat(sized.err().strip()).as("one line naming the file and the line")
                .isEqualTo("error: " + items + ":2: a line longer than 16 MB (DynamoDB's largest request); one request "
                        + "or item a line");
    }
}
