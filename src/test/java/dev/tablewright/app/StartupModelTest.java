package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartupModelTest {
    @TempDir
    Path temp;

    private Path shippedIn(Path checkout) throws Exception {
        Path model = checkout.resolve(StartupModel.SHIPPED);
        Files.createDirectories(model.getParent());
        return Files.writeString(model, "{}");
    }

    @Test
    void choose_whenArgumentGiven_takesItOverEverythingElse() throws Exception {
        Path last = Files.writeString(temp.resolve("last.json"), "{}");
        shippedIn(temp);

        assertThat(StartupModel.choose(List.of("given.json"), Optional.of(last), temp, Optional.empty()))
                .contains(Path.of("given.json"));
    }

    @Test
    void choose_whenLastModelStillExists_opensIt() throws Exception {
        Path last = Files.writeString(temp.resolve("last.json"), "{}");
        shippedIn(temp);

        assertThat(StartupModel.choose(List.of(), Optional.of(last), temp, Optional.empty())).contains(last);
    }

    @Test
    void choose_whenLastModelDeleted_fallsBackToTheShippedModel() throws Exception {
        Path shipped = shippedIn(temp);

        assertThat(StartupModel.choose(List.of(), Optional.of(temp.resolve("gone.json")), temp, Optional.empty()))
                .contains(shipped);
    }

    @Test
    void choose_whenRunFromElsewhere_findsTheModelsBesideTheJar() throws Exception {
        Path checkout = Files.createDirectory(temp.resolve("checkout"));
        Path shipped = shippedIn(checkout);
        Path target = Files.createDirectory(checkout.resolve("target"));
        Path elsewhere = Files.createDirectory(temp.resolve("elsewhere"));

        assertThat(StartupModel.choose(List.of(), Optional.empty(), elsewhere, Optional.of(target))).contains(shipped);
    }

    @Test
    void choose_whenNoModelAnywhere_isEmpty() throws Exception {
        Path elsewhere = Files.createDirectory(temp.resolve("elsewhere"));

        assertThat(StartupModel.choose(List.of(), Optional.empty(), elsewhere, Optional.of(elsewhere))).isEmpty();
    }

    @Test
    void programDir_whenRunFromClasses_isAFolder() {
        assertThat(StartupModel.programDir()).hasValueSatisfying(dir -> assertThat(dir).isDirectory());
    }
}
