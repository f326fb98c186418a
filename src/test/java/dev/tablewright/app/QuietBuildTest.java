package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/tablewright's first run builds the jar: a build that works says nothing (no "ESC[0m" from
 * Maven, no build step's notice); one that fails shows Maven's output without terminal codes and
 * one line saying so. Maven and java are stand-ins here, so the test builds nothing.
 */
class QuietBuildTest {
    private static final String ESC = "\u001b";

    @TempDir
    Path home;
    @TempDir
    Path tools;

    @BeforeEach
    void checkout() throws Exception {
        Files.createDirectories(home.resolve("bin"));
        for (String script : new String[] {"tablewright", "jvm-options"}) {
            Files.copy(Path.of("bin", script), home.resolve("bin").resolve(script));
            executable(home.resolve("bin").resolve(script));
        }
        Files.writeString(home.resolve("pom.xml"), "<project><properties>"
                + "<launcher.jvm.options>-XX:TieredStopAtLevel=1</launcher.jvm.options></properties></project>\n");
        script("java", "echo \"java ran: $*\"");
    }

    private void script(String name, String body) throws Exception {
        Path file = tools.resolve(name);
        Files.writeString(file, "#!/bin/bash\n" + body + "\n");
        executable(file);
    }

    private static void executable(Path file) throws Exception {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private record Run(int exit, String out, String err) {
    }

    private Run firstRun() throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", home.resolve("bin/tablewright").toString(), "info",
                "models/hr-oe.json").redirectOutput(home.resolve("out.txt").toFile())
                .redirectError(home.resolve("err.txt").toFile());
        builder.environment().put("PATH", tools + ":/usr/bin:/bin");
        builder.environment().remove("JAVA_OPTS");
        Process process = builder.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("bin/tablewright ends").isTrue();
        return new Run(process.exitValue(), Files.readString(home.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(home.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void firstRun_whenTheBuildWorks_printsOnlyWhatTheVerbPrints() throws Exception {
        // as Maven 3.8 with -q does: colour resets on both streams, and a build step's notice
        script("mvn", """
                printf '\\033[0m\\033[0m'
                printf '\\033[0m\\033[0m' >&2
                echo "removed the Class-Path naming a folder from DynamoDBLocal-3.3.1.jar"
                mkdir -p target/lib && touch target/tablewright.jar""");

        Run run = firstRun();

        assertThat(run.exit()).as("exit code; stderr: %s", run.err()).isZero();
        assertThat(run.err()).as("stderr of a first run whose build worked").isEmpty();
        assertThat(run.out()).as("stdout: the verb's output only").startsWith("java ran: ")
                .endsWith("-jar " + home.resolve("target/tablewright.jar") + " info models/hr-oe.json\n")
                .doesNotContain(ESC).doesNotContain("removed the Class-Path");
    }

    @Test
    void firstRun_whenTheBuildFails_showsMavensOutputWithoutTerminalCodes() throws Exception {
        script("mvn", """
                printf '\\033[1;31m[ERROR]\\033[m COMPILATION ERROR in Foo.java\\n'
                printf '\\033[0m\\033[0m' >&2
                exit 1""");

        Run run = firstRun();

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).as("java never ran").isEmpty();
        assertThat(run.err()).contains("[ERROR] COMPILATION ERROR in Foo.java")
                .contains("error: the build failed").doesNotContain(ESC);
    }

    /**
     * README's own command, `mvn -q verify`, says nothing when it works: Maven 3.8's console library
     * writes two colour resets ("ESC[0m") at exit even with -q and -B, unless .mvn/jvm.config turns
     * that off. Runs the real Maven on this checkout's pom, offline, for its cheapest phase.
     */
    @Test
    void mavenQuiet_whenTheBuildWorks_printsNoColourCodes() throws Exception {
        ProcessBuilder builder = new ProcessBuilder("mvn", "-o", "-q", "-B", "validate")
                .redirectOutput(home.resolve("mvn-out.txt").toFile()).redirectError(home.resolve("mvn-err.txt").toFile());
        builder.environment().remove("MAVEN_OPTS");
        Process process = builder.start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("mvn -q validate ends").isTrue();
        String out = Files.readString(home.resolve("mvn-out.txt"), StandardCharsets.UTF_8)
                + Files.readString(home.resolve("mvn-err.txt"), StandardCharsets.UTF_8);

        assertThat(process.exitValue()).as("mvn -q validate: %s", out).isZero();
        assertThat(out).as("what a quiet Maven build printed").doesNotContain(ESC).isBlank();
    }
}
