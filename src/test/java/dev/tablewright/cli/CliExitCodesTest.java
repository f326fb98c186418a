package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every verb, given a bad argument or a file that is not there, ends with the exit code README
 * promises (1 bad input, 2 usage) and one plain line on stderr: never a stack trace.
 */
class CliExitCodesTest {
    private static final String MISSING = "target/no-such-folder/missing.json";
    private static final String MODEL = "models/hr-oe.json";
    private static final String NOWHERE = "http://127.0.0.1:1";

    static Stream<Arguments> missingFiles() {
        return Stream.of(
                Arguments.of((Object) new String[] {"capacity", MISSING}),
                Arguments.of((Object) new String[] {"codegen", MISSING, "1", "--lang", "java"}),
                Arguments.of((Object) new String[] {"convert", MISSING, "--out", "target/converted.json"}),
                Arguments.of((Object) new String[] {"deploy", MISSING, "--endpoint", NOWHERE}),
                Arguments.of((Object) new String[] {"export", MISSING, "--format", "cloudformation"}),
                Arguments.of((Object) new String[] {"export-items", MISSING, "--table", "HR-OE"}),
                Arguments.of((Object) new String[] {"generate", MISSING, "--facet", "Employee", "--count", "1",
                        "--out", "target/generated.json"}),
                Arguments.of((Object) new String[] {"import", MISSING, "--out", "target/imported.json"}),
                Arguments.of((Object) new String[] {"import-cfn", MISSING, "--out", "target/imported.json"}),
                Arguments.of((Object) new String[] {"import-csv", MODEL, MISSING, "--table", "HR-OE"}),
                Arguments.of((Object) new String[] {"import-items", MODEL, MISSING, "--table", "HR-OE"}),
                Arguments.of((Object) new String[] {"import-table", "--table", "Nowhere", "--endpoint", NOWHERE,
                        "--out", "target/imported-table.json"}),
                Arguments.of((Object) new String[] {"info", MISSING}),
                Arguments.of((Object) new String[] {"itemsize", "--items", MISSING}),
                Arguments.of((Object) new String[] {"local", "--data-dir", "/proc/version/not-a-folder"}),
                Arguments.of((Object) new String[] {"migrate", MODEL, MISSING}),
                Arguments.of((Object) new String[] {"partiql", MISSING, "SELECT * FROM \"HR-OE\""}),
                Arguments.of((Object) new String[] {"query", MISSING, "1"}),
                Arguments.of((Object) new String[] {"review", MISSING}),
                Arguments.of((Object) new String[] {"run", MISSING, "--requests", MISSING}),
                Arguments.of((Object) new String[] {"validate", MISSING}));
    }

    /**
     * Every verb with arguments that would otherwise be accepted (shards reads no file; diff's missing
     * file is trouble, exit 2, as diff's: DiffCommandTest).
     */
    static Stream<Arguments> everyVerb() {
        return Stream.concat(missingFiles(), Stream.of(Arguments.of((Object) new String[] {"shards", "--items", "100",
                "--fraction", "0.1", "--item-size", "100"}), Arguments.of((Object) new String[] {"diff", MODEL, MODEL})));
    }

    @Test
    void everyVerb_coversEveryVerbOfTheCommandLine() {
        assertThat(everyVerb().map(a -> ((String[]) a.get()[0])[0]))
                .containsExactlyInAnyOrderElementsOf(TablewrightCommand.create().getSubcommands().keySet());
    }

    @ParameterizedTest(name = "{0} --no-such-option")
    @MethodSource("everyVerb")
    void verb_whenGivenAnUnknownOption_exitsTwoWithOneLine(String[] args) {
        String verb = args[0];
        String[] withUnknown = Arrays.copyOf(args, args.length + 1);
        withUnknown[args.length] = "--no-such-option";

        CliRun run = CliRun.of(withUnknown);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("--no-such-option").contains("tablewright " + verb + " --help");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("missingFiles")
    void verb_whenItsFileIsMissingOrItsInputBad_exitsOneWithOneLine(String[] args) {
        CliRun run = CliRun.of(args);

        assertThat(run.exitCode()).as(String.join(" ", args) + " -> " + run.err()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertOneLine(run);
    }

    @ParameterizedTest(name = "{0} --help")
    @MethodSource("everyVerb")
    void verb_whenAskedForHelp_exitsZeroAndPrintsItsUsage(String[] args) {
        CliRun run = CliRun.of(args[0], "--help");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.OK);
        assertThat(run.out()).startsWith("Usage: tablewright " + args[0]);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void local_whenThePortIsOutOfRange_exitsTwoWithOneLine() {
        CliRun run = CliRun.of("local", "--port", "99999");

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("--port must be a port number from 1 to 65535").contains("99999");
        assertThat(run.out()).isEmpty();
    }

    @ParameterizedTest(name = "--max-pages 0 {0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"memory", "endpoint=" + NOWHERE})
    void query_whenMaxPagesIsZero_exitsTwoOnEveryEngine(String engine) {
        CliRun run = CliRun.of("query", MODEL, "1", "--max-pages", "0", "--engine", engine);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("--max-pages must be at least 1, was 0");
        assertThat(run.out()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notUrls")
    void verb_whenTheEndpointIsNotAUrl_exitsTwoLikeEveryOtherVerb(String[] args) {
        CliRun run = CliRun.of(args);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("'notaurl' is not an endpoint URL");
    }

    static Stream<Arguments> notUrls() {
        return Stream.of(
                Arguments.of((Object) new String[] {"query", MODEL, "1", "--engine", "endpoint=notaurl"}),
                Arguments.of((Object) new String[] {"deploy", MODEL, "--endpoint", "notaurl"}),
                Arguments.of((Object) new String[] {"import-table", "--table", "T", "--endpoint", "notaurl",
                        "--out", "target/never-written.json"}));
    }

    @Test
    void execute_whenAVerbIsMistyped_suggestsTheNearestAndExitsTwo() {
        CliRun run = CliRun.of("valdate", MODEL);

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("'valdate'").contains("Did you mean").contains("validate");
    }

    @Test
    void execute_whenAnOptionIsMistyped_suggestsTheNearestAndExitsTwo() {
        CliRun run = CliRun.of("export", MODEL, "--formt", "cloudformation");

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("--formt").contains("Did you mean").contains("--format");
    }

    @Test
    void shards_whenAValueIsOutOfRange_exitsTwoWithOneLine() {
        CliRun run = CliRun.of("shards", "--items", "100", "--fraction", "2", "--item-size", "100");

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("fraction");
    }

    @Test
    void execute_whenAVerbIsMissingItsFile_exitsTwoAndNamesIt() {
        CliRun run = CliRun.of("info");

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertOneLine(run);
        assertThat(run.err()).contains("MODEL");
    }

    private static void assertOneLine(CliRun run) {
        assertThat(run.err().lines().toList()).as("stderr:%n%s", run.err()).hasSize(1);
        assertThat(run.err()).startsWith("error: ").doesNotContain("Exception").doesNotContain("at dev.");
    }
}
