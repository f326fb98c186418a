package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.app.Launcher;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import dev.tablewright.sample.SampleDataGenerator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Memory stays bounded: generate writes each item as it is made and never holds them all. */
class GenerateStreamsTest {
    private static final int MANY = 200_000;

    @TempDir
    Path dir;

    @Test
    void items_whenCountIsTheLimit_makesEachItemOnlyWhenAskedFor() throws Exception {
        Table table = ModelFiles.read(Path.of("models/hr-oe.json")).model().findTable("HR-OE").orElseThrow();
        Facet employee = table.findFacet("Employee").orElseThrow();

        Iterator<Item> items = new SampleDataGenerator(1).items(table, employee, SampleDataGenerator.MAX_COUNT);

        for (int i = 0; i < 5; i++) {
            assertThat(items.next().get("PK")).isNotNull();
        }
        assertThat(items.hasNext()).isTrue();
    }

    @Test
    void items_whenCountIsAboveTheLimit_refuses() throws Exception {
        Table table = ModelFiles.read(Path.of("models/hr-oe.json")).model().findTable("HR-OE").orElseThrow();

        assertThatThrownBy(() -> new SampleDataGenerator(1).items(table, table.findFacet("Employee").orElseThrow(),
                Integer.MAX_VALUE)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
    }

    @Test
    void generate_whenTwoHundredThousandItems_streamsThemWithFlatMemory() throws Exception {
        Path out = dir.resolve("many.jsonl");
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        long before = runtime.totalMemory() - runtime.freeMemory();
        AtomicLong peak = new AtomicLong(before);
        AtomicBoolean done = new AtomicBoolean();
        Thread sampler = new Thread(() -> {
            while (!done.get()) {
                System.gc(); // what the run holds on to, not the garbage it leaves between collections
                peak.accumulateAndGet(runtime.totalMemory() - runtime.freeMemory(), Math::max);
                try {
                    Thread.sleep(500);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sampler.setDaemon(true);
        sampler.start();

        CliRun run = CliRun.of("generate", "models/hr-oe.json", "--facet", "Employee", "--count",
                Integer.toString(MANY), "--out", out.toString());
        done.set(true);
        sampler.join();

        assertThat(run.exitCode()).as(run.err()).isZero();
        long bytes = Files.size(out);
        try (Stream<String> lines = Files.lines(out)) {
            assertThat(lines.count()).isEqualTo(MANY);
        }
        // the keys' fingerprints (kept to make them distinct) stay, a few MB; a list of the items held about 200 MB here
        assertThat(peak.get() - before).as("retained heap while writing %,d bytes of items", bytes)
                .isLessThan(2 * bytes);
    }

    @Test
    void generate_whenFourHundredThousandKeysInANinetySixMegabyteHeap_writesEveryItem() throws Exception {
        // a set of the keys themselves held about 92 MB here (230 bytes a key); their fingerprints about 8 MB,
        // so the largest count, a million, fits -Xmx256m as every verb must
        int count = 400_000;
        Path out = dir.resolve("persons.jsonl");
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx96m", "-XX:+UseParallelGC", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
                "-Dtablewright.home=" + dir.resolve("home"), "-cp", System.getProperty("java.class.path"),
                Launcher.class.getName(), "generate", "models/person-records.json", "--facet", "Person", "--count",
                Integer.toString(count), "--out", out.toString());
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(err.toFile()).start();
        boolean ended = process.waitFor(180, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }

        assertThat(ended).as("generate ends within three minutes; stderr: %s", Files.readString(err)).isTrue();
        assertThat(process.exitValue()).as("generate's exit code; stderr: %s", Files.readString(err)).isZero();
        try (Stream<String> lines = Files.lines(out)) {
            assertThat(lines.count()).as("items written").isEqualTo(count);
        }
    }
}
