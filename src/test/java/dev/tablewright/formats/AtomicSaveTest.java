package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.Model;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicSaveTest {
    @TempDir
    Path temp;

    @Test
    void write_whenFileExists_keepsPreviousVersionAsBackup() throws Exception {
        Path file = temp.resolve("model.json");
        Files.writeString(file, "old content");

        ModelFiles.write(ExtensionRoundTripTest.everyFeature(), file);

        assertThat(Files.readString(AtomicFiles.backupOf(file))).isEqualTo("old content");
        assertThat(ModelFiles.read(file).model()).isEqualTo(ExtensionRoundTripTest.everyFeature());
    }

    @Test
    void write_whenModelCannotBeWritten_leavesOriginalUntouchedAndNoTempFile() throws Exception {
        Path file = temp.resolve("model.json");
        Files.writeString(file, "old content");
        Model broken = new Model("Broken", null, java.util.List.of(), java.util.List.of(),
                new dev.tablewright.model.Extras(java.util.Map.of("Bad", "{not json")));

        assertThatThrownBy(() -> ModelFiles.write(broken, file)).isInstanceOf(IllegalStateException.class);

        assertThat(Files.readString(file)).isEqualTo("old content");
        try (Stream<Path> files = Files.list(temp)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void write_whenAKilledSaveLeftTemporaryFiles_deletesThemButNotOnesInUse() throws Exception {
        Path file = temp.resolve("model.json");
        Path abandoned = Files.writeString(temp.resolve(".model.json.12345.tmp"), "half a mod");
        Path inUse = Files.writeString(temp.resolve(".model.json.67890.tmp"), "being written");
        Path otherFiles = Files.writeString(temp.resolve(".other.json.1.tmp"), "not ours");

        try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(inUse,
                java.nio.file.StandardOpenOption.WRITE); var lock = channel.lock()) {
            ModelFiles.write(ExtensionRoundTripTest.everyFeature(), file);
        }

        assertThat(abandoned).doesNotExist();
        assertThat(inUse).exists();
        assertThat(otherFiles).exists();
        assertThat(AtomicFiles.temporaries(file)).containsExactly(inUse);
    }

    @Test
    void write_whenFileExists_keepsItsPermissions() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                java.nio.file.FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX only");
        Path file = temp.resolve("model.json");
        Files.writeString(file, "old content");
        var permissions = java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(file, permissions);

        ModelFiles.write(ExtensionRoundTripTest.everyFeature(), file);

        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(permissions);
    }

    @Test
    void scratch_whenOpenDuringASaveOfItsFile_keepsItsContentAndLeavesNothingOnceClosed() throws Exception {
        Path file = temp.resolve("out.csv");
        try (java.nio.channels.FileChannel scratch = AtomicFiles.scratch(file)) {
            scratch.write(java.nio.ByteBuffer.wrap("rows".getBytes(java.nio.charset.StandardCharsets.UTF_8)));

            AtomicFiles.replace(file, out -> out.write('x'));

            java.nio.ByteBuffer back = java.nio.ByteBuffer.allocate(4);
            scratch.read(back, 0);
            assertThat(new String(back.array(), java.nio.charset.StandardCharsets.UTF_8))
                    .as("a save's clean-up never takes a scratch file in use").isEqualTo("rows");
        }
        assertThat(AtomicFiles.temporaries(file)).as("closing deletes it").isEmpty();
    }
}
