package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.testing.BigModels;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saves under kill -9: a separate JVM saves two large models in turn with {@link ModelFiles#write}
 * and is killed (SIGKILL, {@link Process#destroyForcibly()}) at a random moment. After every kill
 * the model file is byte for byte one of the two models, never a mix; the {@code .bak} is too; and
 * the temporary files of the killed save are gone after the next save.
 */
class AtomicSaveKillTest {
    /** Orders: about 1.3 and 1 MB of JSON, so a kill often lands inside a write. */
    static final int ITEMS_A = 4_000;
    static final int ITEMS_B = 3_000;

    @TempDir
    Path folder;

    static Model modelA() {
        return BigModels.orders(ITEMS_A);
    }

    static Model modelB() {
        Model b = BigModels.orders(ITEMS_B);
        return new Model("Saved while killed", ModelMetadata.of("the other model"), b.tables(), b.accessPatterns(),
                null);
    }

    /**
     * The JVM that is killed: saves B, A, B, ... to the file named by its argument, forever. It
     * says "ready" after its first save, so that the kills fall among saves, not in its start-up.
     */
    public static final class Saver {
        public static void main(String[] args) throws IOException {
            Path file = Path.of(args[0]);
            Model[] models = {modelB(), modelA()};
            for (long i = 0; ; i++) {
                ModelFiles.write(models[(int) (i % 2)], file);
                System.out.println(i == 0 ? "ready" : "saved " + (i + 1));
                System.out.flush();
            }
        }
    }

    private record Round(int saves, int strayBefore, String file, String backup) {
    }

    @Test
    void write_whenSavingProcessIsKilledTwelveTimes_leavesOldOrNewModelNeverAMix() throws Exception {
        killRounds(12, 400, 20261123L);
    }

    @Test
    @Tag("slow")
    void write_whenKilledAHundredTimes_leavesOldOrNewModelNeverAMix() throws Exception {
        killRounds(100, 1000, 99L);
    }

    private void killRounds(int rounds, int maxDelayMillis, long seed) throws Exception {
        Model a = modelA();
        Model b = modelB();
        byte[] jsonA = ModelFiles.toJson(a).getBytes(StandardCharsets.UTF_8);
        byte[] jsonB = ModelFiles.toJson(b).getBytes(StandardCharsets.UTF_8);
        Path file = folder.resolve("model.json");
        ModelFiles.write(a, file);
        ModelFiles.write(a, file); // so that a .bak exists from the start
        Random random = new Random(seed);
        List<Round> seen = new ArrayList<>();
        long start = System.nanoTime();
        for (int round = 0; round < rounds; round++) {
            Process saver = new ProcessBuilder(javaBinary(), "-Xmx512m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                    "-cp", System.getProperty("java.class.path"), Saver.class.getName(), file.toString())
                    .redirectError(folder.resolve("saver-stderr.txt").toFile())
                    .start();
            CountDownLatch ready = new CountDownLatch(1);
            AtomicInteger saved = new AtomicInteger();
            Thread reader = new Thread(() -> readLines(saver, ready, saved), "saver-output");
            reader.setDaemon(true);
            reader.start();
            assertThat(ready.await(60, TimeUnit.SECONDS)).as("the saver started; stderr: %s",
                    readQuietly(folder.resolve("saver-stderr.txt"))).isTrue();
            Thread.sleep(random.nextInt(maxDelayMillis + 1));
            saver.destroyForcibly();
            assertThat(saver.waitFor(20, TimeUnit.SECONDS)).as("the saver ends when killed").isTrue();
            reader.join(5_000);
            int saves = saved.get();
            int stray = AtomicFiles.temporaries(file).size();
            byte[] now = Files.readAllBytes(file);
            byte[] backup = Files.readAllBytes(AtomicFiles.backupOf(file));
            Round r = new Round(saves, stray, which(now, jsonA, jsonB), which(backup, jsonA, jsonB));
            seen.add(r);

            assertThat(r.file()).as("round %d: the model file after the kill (%d saves done)", round, saves)
                    .isIn("A", "B");
            assertThat(r.backup()).as("round %d: the .bak after the kill", round).isIn("A", "B");
            assertThat(stray).as("round %d: temporary files (a killed save leaves at most its own two; "
                    + "the next save deletes them)", round).isLessThanOrEqualTo(2);
        }
        double seconds = (System.nanoTime() - start) / 1e9;

        ModelFiles.write(b, file);
        assertThat(AtomicFiles.temporaries(file)).as("temporary files after a save that was not killed").isEmpty();
        assertThat(ModelFiles.read(file).model()).isEqualTo(b);
        assertThat(ModelFiles.read(AtomicFiles.backupOf(file)).model()).isIn(a, b);

        long killedMidSave = seen.stream().filter(r -> r.strayBefore() > 0).count();
        int totalSaves = seen.stream().mapToInt(Round::saves).sum();
        System.out.printf("AtomicSaveKillTest: %d kills in %.1f s, %d saves completed, %d kills left a temporary "
                        + "file (killed inside a write), files seen: %s%n", rounds, seconds, totalSaves, killedMidSave,
                seen.stream().map(r -> r.file() + "/" + r.backup()).toList());
        assertThat(totalSaves).as("saves seen completed across all rounds").isPositive();
        assertThat(seen).extracting(Round::file).as("both models were seen in the file").contains("A", "B");
    }

    /** The saver's lines as they come; killing the process closes the stream, which ends this. */
    private static void readLines(Process saver, CountDownLatch ready, AtomicInteger saved) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(saver.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.equals("ready")) {
                    ready.countDown();
                }
                saved.incrementAndGet();
            }
        } catch (IOException e) {
            // closed by the kill
        }
    }

    private static String which(byte[] content, byte[] a, byte[] b) {
        if (Arrays.equals(content, a)) {
            return "A";
        }
        if (Arrays.equals(content, b)) {
            return "B";
        }
        return "neither (" + content.length + " bytes; A has " + a.length + ", B " + b.length + ")";
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(none)";
        }
    }
}
