package dev.tablewright.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.testing.ExternalTools;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every access pattern of every shipped model, in every language, is a program its language
 * accepts: Java compiles without warnings, Python compiles, node parses the JavaScript, bash parses
 * the script. One process per language, so it stays quick.
 */
class GeneratedCodeSyntaxTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(120);
    private static final List<Path> MODELS = List.of(Path.of("models/hr-oe.json"), Path.of("models/gaming.json"),
            Path.of("models/person-records.json"), Path.of("models/tournaments.json"));
    /** The ticket desk's MCP schema: transactions with Put, Update, Delete, ConditionCheck and Get actions. */
    private static final Path TICKETS = Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json");

    @TempDir
    static Path work;

    private static final List<GeneratedCode> ALL = new ArrayList<>();

    @BeforeAll
    static void generateEverything() throws Exception {
        List<Path> files = new ArrayList<>(MODELS);
        files.add(TICKETS);
        for (Path file : files) {
            Model model = file.equals(TICKETS) ? ModelImports.read(file).model() : ModelFiles.read(file).model();
            for (AccessPattern p : model.accessPatterns()) {
                for (CodeLanguage language : CodeLanguage.values()) {
                    ALL.add(CodeGenerator.generate(model, p, Map.of(), language, file.getFileName().toString()));
                }
            }
        }
    }

    /** Writes each program of the language into a folder of its own (names repeat across models). */
    private static List<String> write(CodeLanguage language) throws Exception {
        List<String> files = new ArrayList<>();
        int n = 0;
        for (GeneratedCode code : ALL) {
            if (code.language() == language) {
                Path dir = Files.createDirectories(work.resolve(language.name().toLowerCase() + "-" + n++));
                files.add(Files.writeString(dir.resolve(code.fileName()), code.text()).toString());
            }
        }
        return files;
    }

    /** Slow: javac over 40 programs takes half a minute on a busy machine; the proof test compiles its own with -Werror. */
    @Tag("slow")
    @Test
    void java_forEveryShippedPattern_compilesWithoutWarnings() throws Exception {
        List<String> files = write(CodeLanguage.JAVA);
        // Patterns of different models can share a class name: compile in batches of distinct names.
        List<List<String>> batches = new ArrayList<>();
        for (String file : files) {
            String name = Path.of(file).getFileName().toString();
            List<String> batch = batches.stream()
                    .filter(b -> b.stream().noneMatch(f -> Path.of(f).getFileName().toString().equals(name)))
                    .findFirst().orElse(null);
            if (batch == null) {
                batch = new ArrayList<>();
                batches.add(batch);
            }
            batch.add(file);
        }
        for (List<String> batch : batches) {
            Path out = Files.createTempDirectory(work, "classes");
            List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-cp", sdkClassPath(),
                    "-proc:none", "-Xlint:all,-path,-options,-processing", "-Werror"));
            args.addAll(batch);
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            int exit = ToolProvider.getSystemJavaCompiler().run(null, errors, errors, args.toArray(new String[0]));
            assertThat(exit).as("javac:\n%s", errors.toString(StandardCharsets.UTF_8)).isZero();
        }
        assertThat(files).as("40 of the shipped models, 11 of the ticket desk (4 transactions)").hasSize(51);
    }

    @Test
    void python_forEveryShippedPattern_compiles() throws Exception {
        List<String> command = new ArrayList<>(ExternalTools.pythonWithBoto3());
        command.addAll(List.of("-m", "py_compile"));
        command.addAll(write(CodeLanguage.PYTHON));
        ExternalTools.Result result = ExternalTools.run(command, Map.of(), null, TIMEOUT);
        assertThat(result.exitCode()).as(result.describe()).isZero();
    }

    @Test
    void javaScript_forEveryShippedPattern_parses() throws Exception {
        List<String> command = new ArrayList<>(ExternalTools.nodeWithSdk());
        command.add("-e");
        command.add("const vm = require('vm'); const fs = require('fs');"
                + " for (const f of process.argv.slice(1)) new vm.Script(fs.readFileSync(f, 'utf8'), { filename: f });");
        command.addAll(write(CodeLanguage.JAVASCRIPT));
        ExternalTools.Result result = ExternalTools.run(command, Map.of(), null, TIMEOUT);
        assertThat(result.exitCode()).as(result.describe()).isZero();
    }

    @Test
    void cli_forEveryShippedPattern_parsesInBash() throws Exception {
        StringBuilder script = new StringBuilder("set -e\n");
        for (String file : write(CodeLanguage.CLI)) {
            script.append("bash -n '").append(file).append("'\n");
        }
        ExternalTools.Result result = ExternalTools.run(List.of("bash", "-c", script.toString()), Map.of(), null, TIMEOUT);
        assertThat(result.exitCode()).as(result.describe()).isZero();
    }

    /** The AWS SDK's jars from the test's class path: all the generated Java needs, and quicker for javac to read. */
    static String sdkClassPath() {
        return java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .filter(entry -> entry.contains("awssdk") || entry.contains("reactive-streams"))
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
    }
}
