package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bad input issue 18 lists, each through the command line as a user meets it: the message a
 * user reads and the exit code (1 bad input, 2 usage), never a stack trace.
 */
class BadInputsTest {
    private static final String HR = "models/hr-oe.json";
    /** One number of hr-oe's (an employee's salary, line 765), replaced by each bad value below. */
    private static final String SALARY = "\"N\": \"148000\"";

    @TempDir
    Path dir;

    static Stream<Arguments> refusedValues() {
        return Stream.of(
                Arguments.of("a number with a space", "\"N\": \" 5\"",
                        ":764:25: error: A value provided cannot be converted into a number"),
                Arguments.of("1e400", "\"N\": \"1e400\"",
                        ":764:25: error: Number overflow. Attempting to store a number with magnitude larger than "
                                + "supported range (1e400)"),
                Arguments.of("a set with a duplicate", "\"SS\": [\"a\", \"a\"]",
                        ":764:25: error: One or more parameter values were invalid: Input collection [a, a] "
                                + "contains duplicates (a)"),
                Arguments.of("a 500 KB item", "\"S\": \"" + "x".repeat(500_000) + "\"",
                        ":751:13: error: Item size has exceeded the maximum allowed size (500082 bytes; the limit "
                                + "is 409600)"),
                Arguments.of("a lone surrogate", "\"S\": \"\\ud800\"",
                        ":764:25: error: One or more parameter values were invalid: a string holds a lone "
                                + "surrogate"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedValues")
    void validate_whenAnItemHoldsAValueDynamoDbRefuses_exitsOneNamingThePlace(String what, String value,
                                                                              String expected) throws Exception {
        Path model = hrOeWith(value);

        CliRun run = CliRun.of("validate", model.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.out()).contains(model + expected);
        assertThat(run.out() + run.err()).contains("1 error,");
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void validate_whenAFilterExpressionIsInvalid_exitsOneNamingThePattern() throws Exception {
        String text = Files.readString(Path.of(HR));
        Path model = dir.resolve("filter.json");
        Files.writeString(model, text.replaceFirst("\"FrequencyPerSecond\": 200",
                "\"FilterExpression\": \"Salary = = :min\",\n        \"FrequencyPerSecond\": 200"));

        CliRun run = CliRun.of("validate", model.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.out()).containsPattern(java.util.regex.Pattern.quote(model.toString())
                + ":30\\d\\d:\\d+: error: Invalid FilterExpression: Syntax error; token: ")
                .doesNotContain("not defined");
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void validate_whenAnLsiIsOnATableWithoutASortKey_exitsOneWithDynamoDbsMessage() throws Exception {
        Path model = dir.resolve("lsi.json");
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(Path.of("models/tournaments.json").toFile());
        ObjectNode table = (ObjectNode) root.get("DataModel").get(0);
        String name = table.get("TableName").asText();
        String partitionKey = table.get("KeyAttributes").get("PartitionKey").get("AttributeName").asText();
        String type = table.get("KeyAttributes").get("PartitionKey").get("AttributeType").asText();
        ((ObjectNode) table.get("KeyAttributes")).remove("SortKey");
        ObjectNode lsi = json.createObjectNode().put("IndexName", "ByScore");
        ObjectNode keys = lsi.putObject("KeyAttributes");
        keys.putObject("PartitionKey").put("AttributeName", partitionKey).put("AttributeType", type);
        keys.putObject("SortKey").put("AttributeName", "Score").put("AttributeType", "N");
        lsi.putObject("Projection").put("ProjectionType", "ALL");
        ObjectNode tables = root.with("Tablewright").with("Tables");
        ArrayNode lsis = tables.with(name).putArray("LocalSecondaryIndexes");
        lsis.add(lsi);
        json.writeValue(model.toFile(), root);

        CliRun run = CliRun.of("validate", model.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.out()).contains("error: One or more parameter values were invalid: Table KeySchema does not "
                + "have a range key, which is required when specifying a LocalSecondaryIndex");
        assertThat(run.out() + run.err()).doesNotContain("NullPointerException").doesNotContain("Exception");
    }

    @Test
    void convert_whenATextHoldsALoneSurrogate_writesItAsAnEscapeThatReadsBack() throws Exception {
        Path model = hrOeWith("\"S\": \"\\ud800\"");
        Path out = dir.resolve("converted.json");

        CliRun run = CliRun.of("convert", model.toString(), "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        String written = Files.readString(out);
        assertThat(written).contains("\"S\" : \"\\ud800\"").doesNotContain("\"S\" : \"?\"");
        assertThat(CliRun.of("validate", out.toString()).out()).contains("lone surrogate (\\uD800 at character 0)");
    }

    @Test
    void itemsize_whenANumberIsOutOfRange_exitsOneNamingTheAttribute() {
        CliRun run = CliRun.of("itemsize", "--item", "{\"a\":{\"N\":\"1e400\"}}");

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("error: --item: a: Number overflow. Attempting to store a number "
                + "with magnitude larger than supported range (1e400)");
        assertThat(run.out()).doesNotContain("bytes");
    }

    @Test
    void itemsize_whenAFileLineHoldsAnOverlongItem_exitsOneNamingTheLine() throws Exception {
        Path items = dir.resolve("items.jsonl");
        Files.writeString(items, "{\"a\":{\"S\":\"x\"}}\n{\"a\":{\"S\":\"" + "x".repeat(410_000) + "\"}}\n");

        CliRun run = CliRun.of("itemsize", "--items", items.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err()).startsWith("error: " + items + ":2: Item size has exceeded the maximum allowed size");
    }

    /** Files a verb reads that are binary, or text in another encoding: the file and the cause, exit 1. */
    static Stream<Arguments> binaryFileReaders() {
        return Stream.of(
                Arguments.of((Object) new String[] {"query", HR, "--requests", "FILE"}),
                Arguments.of((Object) new String[] {"itemsize", "--items", "FILE"}),
                Arguments.of((Object) new String[] {"capacity", HR, "--prices", "FILE"}),
                Arguments.of((Object) new String[] {"import-cfn", "FILE", "--out", "OUT"}),
                Arguments.of((Object) new String[] {"import-items", HR, "FILE", "--table", "HR-OE", "--out", "OUT"}),
                Arguments.of((Object) new String[] {"import-csv", HR, "FILE", "--table", "HR-OE", "--out", "OUT"}),
                Arguments.of((Object) new String[] {"validate", "FILE"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("binaryFileReaders")
    void verb_whenItsFileIsBinary_exitsOneNamingTheFileAndTheCause(String[] template) throws Exception {
        for (byte[] content : new byte[][] {{(byte) 0xFF, (byte) 0xFE, 0, 1, 2}, "café".getBytes(StandardCharsets.ISO_8859_1)}) {
            Path file = dir.resolve("input-" + content.length + ".bin");
            Files.write(file, content);
            String[] args = Stream.of(template).map(a -> a.equals("FILE") ? file.toString()
                    : a.equals("OUT") ? dir.resolve("out.json").toString() : a).toArray(String[]::new);

            CliRun run = CliRun.of(args);

            String line = run.exitCode() == 1 && run.out().contains(file.toString()) ? run.out() : run.err();
            assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.BAD_INPUT);
            assertThat(line).as("what %s printed", String.join(" ", args)).contains(file.toString())
                    .containsIgnoringCase("UTF-8").doesNotContain("Input length").doesNotContain("Exception");
        }
    }

    @ParameterizedTest(name = "price {0}")
    @ValueSource(strings = {"-1", "NaN", "junk", "Infinity"})
    void capacity_whenAPriceIsNotAPrice_exitsOneNamingTheFileAndKey(String price) throws Exception {
        Path prices = dir.resolve("prices.properties");
        Files.writeString(prices, "us-east-1.standard.onDemand.readPerMillion=" + price + "\n");

        CliRun run = CliRun.of("capacity", HR, "--prices", prices.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err().strip()).isEqualTo("error: " + prices + ": us-east-1.standard.onDemand.readPerMillion is '"
                + price + "', not a price (a number of 0 or more, or 'unknown')");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void query_whenTheProfileDoesNotExist_exitsOneNamingTheProfile() throws Exception {
        Path config = Files.writeString(dir.resolve("config"), "[profile local]\nregion = eu-west-1\n");
        Path credentials = Files.writeString(dir.resolve("credentials"),
                "[local]\naws_access_key_id = x\naws_secret_access_key = y\n");
        String oldConfig = System.setProperty("aws.configFile", config.toString());
        String oldCredentials = System.setProperty("aws.sharedCredentialsFile", credentials.toString());
        try {
            CliRun run = CliRun.of("query", HR, "1", "--engine", "profile=doesnotexist");

            assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
            assertThat(run.err().lines()).singleElement().asString()
                    .startsWith("error: profile doesnotexist is not in ~/.aws/config or ~/.aws/credentials")
                    .doesNotContain("region");
        } finally {
            restore("aws.configFile", oldConfig);
            restore("aws.sharedCredentialsFile", oldCredentials);
        }
    }

    @Test
    void query_whenTheEndpointNeverAnswers_exitsOneNamingItWithinAboutTenSeconds() throws Exception {
        try (java.net.ServerSocket silent = new java.net.ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            java.util.List<java.net.Socket> held = new java.util.concurrent.CopyOnWriteArrayList<>();
            Thread acceptor = new Thread(() -> {
                try {
                    while (!silent.isClosed()) {
                        held.add(silent.accept()); // accepted, never answered
                    }
                } catch (java.io.IOException closed) {
                    // the test is over
                }
            }, "silent-endpoint");
            acceptor.setDaemon(true);
            acceptor.start();
            String url = "http://127.0.0.1:" + silent.getLocalPort();
            long start = System.nanoTime();

            CliRun run = CliRun.of("query", HR, "1", "--engine", "endpoint=" + url);

            long seconds = java.time.Duration.ofNanos(System.nanoTime() - start).toSeconds();
            assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
            assertThat(run.err().lines()).singleElement().asString().contains(url).contains("10 s");
            assertThat(seconds).as("seconds until the answer (a 10 s wait)").isLessThan(45);
            for (java.net.Socket s : held) {
                s.close();
            }
        }
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    private Path hrOeWith(String value) throws Exception {
        String text = Files.readString(Path.of(HR));
        assertThat(text).contains(SALARY);
        Path model = dir.resolve("bad.json");
        Files.writeString(model, text.replace(SALARY, value));
        return model;
    }
}
