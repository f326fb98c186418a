package dev.tablewright.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.schema.Model;
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
                new dev.tablewright.model.schema.Extras(java.util.Map.of("Bad", "{not json")));

        assertThatThrownBy(() -> ModelFiles.write(broken, file)).isInstanceOf(IllegalStateException.class);

        assertThat(Files.readString(file)).isEqualTo("old content");
        try (Stream<Path> files = Files.list(temp)) {
            assertThat(files).containsExactly(file);
        }
    }
}
