package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DynamoDB Local's native library: one kept copy, and no temporary copy left by a killed process. */
class SqliteNativeLibraryTest {
    private static final String NAME = "libsqlite4java.so";

    @TempDir
    Path dir;

    @Test
    void deleteStaleCopies_whenAKilledProcessLeftCopies_deletesTheOldOnesOnly() throws Exception {
        Instant now = Instant.now();
        Path old = Files.writeString(dir.resolve("sqlite-392-0a1b-" + NAME), "old");
        Files.setLastModifiedTime(old, FileTime.from(now.minus(Duration.ofHours(3))));
        Path starting = Files.writeString(dir.resolve("sqlite-392-2c3d-" + NAME), "a process starting now");
        Path unrelated = Files.writeString(dir.resolve("other-" + NAME), "not Local's");
        Files.setLastModifiedTime(unrelated, FileTime.from(now.minus(Duration.ofHours(3))));

        List<Path> deleted = SqliteNativeLibrary.deleteStaleCopies(dir, NAME, now);

        assertThat(deleted).containsExactly(old);
        assertThat(old).doesNotExist();
        assertThat(starting).exists();
        assertThat(unrelated).exists();
    }

    @Test
    void install_whenCalledTwice_writesTheLibraryOnceUnderItsChecksum() throws Exception {
        byte[] library = "pretend native code".getBytes(StandardCharsets.UTF_8);

        Path first = SqliteNativeLibrary.install(library, dir.resolve("native"), NAME);
        FileTime written = Files.getLastModifiedTime(first);
        Path second = SqliteNativeLibrary.install(library, dir.resolve("native"), NAME);

        assertThat(second).isEqualTo(first);
        assertThat(first.getFileName().toString()).matches("[0-9a-f]{8}-" + NAME.replace(".", "\\."));
        assertThat(Files.readAllBytes(first)).isEqualTo(library);
        assertThat(Files.getLastModifiedTime(second)).isEqualTo(written);
        try (Stream<Path> files = Files.list(dir.resolve("native"))) {
            assertThat(files).containsExactly(first);
        }
    }

    @Test
    void local_whenKilledWithSigkill_leavesNoCopyInTheTemporaryFolderAndTheNextStartDeletesOldOnes() throws Exception {
        String name = software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteLibraryLoaderUtil.getNativeLibName();
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Path home = Files.createDirectories(dir.resolve("home"));
        Path leftBefore = Files.writeString(tmp.resolve("sqlite-392-dead-" + name), "from a killed process");
        Files.setLastModifiedTime(leftBefore, FileTime.from(Instant.now().minus(Duration.ofHours(1))));

        for (int run = 0; run < 2; run++) {
            Process local = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Djava.io.tmpdir=" + tmp, "-D" + AppDirs.HOME_PROPERTY + "=" + home,
                    "-cp", System.getProperty("java.class.path"), "dev.tablewright.app.Launcher", "local", "--port", "0")
                    .redirectErrorStream(true).start();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(local.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                StringBuilder seen = new StringBuilder();
                while ((line = out.readLine()) != null && !line.startsWith("DynamoDB Local is running at")) {
                    seen.append(line).append('\n');
                }
                assertThat(line).as("local's output:%n%s", seen).isNotNull();
            } finally {
                local.destroyForcibly(); // SIGKILL: no shutdown hook, no deleteOnExit
                assertThat(local.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
        }

        try (Stream<Path> left = Files.list(tmp)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(name));
        }
        try (Stream<Path> kept = Files.list(home.resolve("data").resolve("native"))) {
            assertThat(kept.map(p -> p.getFileName().toString())).singleElement().asString().endsWith("-" + name);
        }
    }
}
