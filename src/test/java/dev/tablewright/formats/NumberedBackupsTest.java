package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NumberedBackupsTest {
    @TempDir
    Path dir;

    private static void replace(Path file, String text) throws Exception {
        AtomicFiles.replace(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void replace_whenFileIsNew_writesItAndKeepsNoBackup() throws Exception {
        Path file = dir.resolve("out.txt");

        replace(file, "one");

        assertThat(Files.readString(file)).isEqualTo("one");
        assertThat(NumberedBackups.of(file)).isEmpty();
        assertThat(AtomicFiles.backupOf(file)).doesNotExist();
    }

    @Test
    void replace_whenBackupsHaveAGap_takesTheNumberAboveTheHighestAndReplacesNone() throws Exception {
        Path file = dir.resolve("out.txt");
        Files.writeString(file, "current");
        Files.writeString(NumberedBackups.backupOf(file, 1), "first");
        Files.writeString(NumberedBackups.backupOf(file, 3), "third");

        replace(file, "new");

        assertThat(Files.readString(file)).isEqualTo("new");
        assertThat(Files.readString(NumberedBackups.backupOf(file, 1))).isEqualTo("first");
        assertThat(NumberedBackups.backupOf(file, 2)).doesNotExist();
        assertThat(Files.readString(NumberedBackups.backupOf(file, 3))).isEqualTo("third");
        assertThat(Files.readString(NumberedBackups.backupOf(file, 4))).isEqualTo("current");
    }

    @Test
    void of_whenOtherFilesLookAlike_listsOnlyThisFilesBackupsInNumberOrder() throws Exception {
        Path file = dir.resolve("a.json");
        for (String name : new String[] {"a.json.~10~", "a.json.~2~", "a.json.~x~", "ba.json.~1~", "a.json.~0~"}) {
            Files.writeString(dir.resolve(name), name);
        }

        assertThat(NumberedBackups.of(file)).extracting(p -> p.getFileName().toString())
                .containsExactly("a.json.~2~", "a.json.~10~");
    }

    @Test
    void replace_whenAKilledSaveLeftATemporaryFile_deletesIt() throws Exception {
        Path file = dir.resolve("out.txt");
        Files.writeString(file, "current");
        Path orphan = Files.writeString(dir.resolve(".out.txt.12345.tmp"), "half a save");
        assertThat(AtomicFiles.temporaries(file)).containsExactly(orphan);

        replace(file, "new");

        assertThat(AtomicFiles.temporaries(file)).isEmpty();
        assertThat(Files.readString(file)).isEqualTo("new");
    }

    @Test
    void replace_whenContentFails_leavesTheFileAndNoTemporary() throws Exception {
        Path file = dir.resolve("out.txt");
        Files.writeString(file, "current");

        try {
            AtomicFiles.replace(file, out -> {
                out.write("partial".getBytes(StandardCharsets.UTF_8));
                throw new IllegalStateException("generator gave up");
            });
        } catch (IllegalStateException expected) {
            // the save is abandoned
        }

        assertThat(Files.readString(file)).isEqualTo("current");
        assertThat(AtomicFiles.temporaries(file)).isEmpty();
        assertThat(NumberedBackups.of(file)).isEmpty();
    }
}
