package dev.tablewright.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What the generators write, read as text; {@link GeneratedCodeVersusLocalTest} runs it. */
class CodeGeneratorTest {
    private static Model hrOe;
    private static Model gaming;
    private static Model tournaments;

    @BeforeAll
    static void load() throws Exception {
        hrOe = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        gaming = ModelFiles.read(Path.of("models/gaming.json")).model();
        tournaments = ModelFiles.read(Path.of("models/tournaments.json")).model();
    }

    private static String code(Model model, int pattern, CodeLanguage language) {
        return code(model, model.accessPatterns().get(pattern - 1), Map.of(), language);
    }

    private static String code(Model model, AccessPattern pattern, Map<String, String> given, CodeLanguage language) {
        return CodeGenerator.generate(model, pattern, given, language, "test.json").text();
    }

    @Test
    void java_whenPatternIsSharded_queriesEveryShardInParallelAndMergesInSortKeyOrder() {
        String java = code(hrOe, 5, CodeLanguage.JAVA);
        assertThat(java).contains("FIRST_SHARD = 0;", "LAST_SHARD = 14;",
                "CompletableFuture.supplyAsync(() -> readShard(client, shard, from, to, pageSize), pool)",
                "Comparator.comparing((Map<String, AttributeValue> item) -> item.get(\"Data\").s())",
                ".sorted(BY_DATA)", "AttributeValue.fromN(String.valueOf(bucket))", "AttributeValue.fromS(\"OPEN#\" + from)");
    }

    @Test
    void python_whenPatternIsSharded_usesAThreadPoolAndAHeapMerge() {
        String python = code(hrOe, 5, CodeLanguage.PYTHON);
        assertThat(python).contains("SHARDS = range(0, 15)", "with ThreadPoolExecutor(max_workers=len(SHARDS)) as pool:",
                "heapq.merge(*shards, key=lambda item: item[\"Data\"][\"S\"])", "\":ks\": {\"S\": f\"OPEN#{from_}\"}");
    }

    @Test
    void javaScript_whenPatternIsSharded_awaitsPromiseAllAndSortsStably() {
        String js = code(hrOe, 5, CodeLanguage.JAVASCRIPT);
        assertThat(js).contains("Array.from({ length: 15 }, (_, i) => i)", "await Promise.all(",
                "shards.flat().sort(byData)", "\":ks\": { S: `OPEN#${from}` }");
    }

    @Test
    void cli_whenPatternIsSharded_loopsOverShardsInTheBackgroundAndMergesWithJq() {
        String sh = code(hrOe, 5, CodeLanguage.CLI);
        assertThat(sh).contains("for bucket in $(seq 0 14); do", "read_shard \"$bucket\" > \"$dir/$bucket.json\" &",
                "wait \"$pid\"", "jq -s -c 'add | sort_by(.Data.S) | .[]' \"$dir\"/{0..14}.json",
                "aws dynamodb query --cli-input-json \"$request\"");
    }

    @Test
    void generate_whenKeyIsMultiAttribute_namesEveryAttributeWithItsTypedValue() {
        String condition = "#kp0 = :kp0 AND #kp1 = :kp1 AND #ks0 = :ks0";
        assertThat(code(tournaments, 6, CodeLanguage.PYTHON)).contains(condition,
                "\"#kp0\": \"TournamentId\", \"#kp1\": \"Region\", \"#ks0\": \"Round\"",
                "\":kp0\": {\"S\": tournament}", "\":kp1\": {\"S\": region}", "\":ks0\": {\"N\": round_}",
                "tournament=\"spring-cup\", region=\"eu\", round_=\"2\"");
        assertThat(code(tournaments, 6, CodeLanguage.JAVASCRIPT)).contains(condition, "\":ks0\": { N: round }");
        assertThat(code(tournaments, 6, CodeLanguage.JAVA)).contains(condition, "\":ks0\", AttributeValue.fromN(round)");
        assertThat(code(tournaments, 6, CodeLanguage.CLI)).contains(condition, "\":ks0\": {N: $round}");
        assertThat(code(tournaments, 7, CodeLanguage.PYTHON)).contains("#kp0 = :kp0 AND #ks0 BETWEEN :ks0 AND :ks0b",
                "\":ks0b\": {\"S\": to}");
    }

    @Test
    void generate_whenShardIsAKeyAttribute_mergesNumbersNumericallyDescending() {
        assertThat(code(tournaments, 8, CodeLanguage.PYTHON)).contains("\":kp1\": {\"N\": str(shard_)}",
                "heapq.merge(*shards, key=lambda item: Decimal(item[\"Points\"][\"N\"]), reverse=True)");
        assertThat(code(tournaments, 8, CodeLanguage.JAVA)).contains("AttributeValue.fromN(String.valueOf(shardValue))",
                "new BigDecimal(item.get(\"Points\").n())).reversed()");
        assertThat(code(tournaments, 8, CodeLanguage.CLI)).contains("\":kp1\": {N: $shard_value}",
                "sort_by((.value.Points.N | nkey), -.key) | reverse");
        assertThat(code(tournaments, 8, CodeLanguage.JAVASCRIPT)).contains("\":kp1\": { N: String(shardValue) }",
                "shards.flat().sort(byPoints)", "return compareNumbers(b.Points.N, a.Points.N);");
    }

    @Test
    void generate_whenPatternHasParameters_makesThemArgumentsWithTheirDefaults() {
        assertThat(code(hrOe, 4, CodeLanguage.PYTHON)).contains("def get_orders_for_customer_for_date_range(client, "
                + "customer_id=\"C01\", status=\"OPEN\", from_=\"2024-01-01\", to=\"2024-12-31\", page_size=None):",
                "parser.add_argument(\"--customer-id\", default=\"C01\", help=\"customer id\")");
        assertThat(code(hrOe, 4, CodeLanguage.JAVASCRIPT)).contains("async function getOrdersForCustomerForDateRange("
                + "client, { customerId = \"C01\", status = \"OPEN\", from = \"2024-01-01\", to = \"2024-12-31\", pageSize } = {})");
        assertThat(code(hrOe, 4, CodeLanguage.JAVA)).contains("getOrdersForCustomerForDateRange(",
                "DynamoDbClient client, String customerId, String status, String from, String to, Integer pageSize",
                "options.getOrDefault(\"customer-id\", \"C01\")");
        assertThat(code(hrOe, 4, CodeLanguage.CLI)).contains("customer_id='C01'", "--customer-id) customer_id=\"$2\" ;;",
                "\":ks\": {S: \"\\($status)#\\($from)\"}");
    }

    @Test
    void generate_whenValuesAreGiven_usesThemAsTheDefaults() {
        AccessPattern p = hrOe.accessPatterns().get(3);
        assertThat(code(hrOe, p, Map.of("customerId", "C07"), CodeLanguage.PYTHON)).contains("customer_id=\"C07\"")
                .doesNotContain("\"C01\"");
    }

    @Test
    void generate_whenTheShardIsGiven_readsThatShardOnly() {
        AccessPattern p = hrOe.accessPatterns().get(4);
        String java = code(hrOe, p, Map.of("bucket", "3"), CodeLanguage.JAVA);
        assertThat(java).doesNotContain("CompletableFuture").contains("AttributeValue.fromN(bucket)",
                "options.getOrDefault(\"bucket\", \"3\")");
    }

    @Test
    void generate_whenAParameterIsUnknown_refusesNamingIt() {
        AccessPattern p = hrOe.accessPatterns().get(0);
        assertThatThrownBy(() -> code(hrOe, p, Map.of("employee", "E01"), CodeLanguage.JAVA))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no parameter 'employee'");
    }

    @Test
    void generate_whenAParameterHasNoDefault_makesItRequired() {
        AccessPattern p = AccessPattern.builder("Orders of a customer", "HR-OE", Operation.Query)
                .partitionKey("HR-${id}").parameters(List.of(Parameter.of("id", null))).build();
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.PYTHON)).contains("def orders_of_customer(client, id_, page_size=None):",
                "parser.add_argument(\"--id\", dest=\"id_\", required=True)");
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.JAVA)).contains("required(options, \"id\")");
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.JAVASCRIPT)).contains("throw new Error(\"--id is required\");")
                .contains("{ id, pageSize }) {");
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.CLI)).contains("if [ -z \"$id\" ]; then echo \"--id is required\"");
    }

    @Test
    void generate_whenPatternHasALimit_readsOnePage() {
        for (CodeLanguage language : CodeLanguage.values()) {
            assertThat(code(gaming, 1, language)).as(language.name()).contains("The pattern's Limit makes this one page")
                    .doesNotContain("LastEvaluatedKey").doesNotContainIgnoringCase("page-size");
        }
        assertThat(code(gaming, 1, CodeLanguage.PYTHON)).contains("\"Limit\": 1,",
                "\"ExpressionAttributeNames\": {\"#p0\": \"GameId\", \"#p1\": \"GameName\", \"#p2\": \"GameType\", \"#kp\": \"GameId\"},");
    }

    @Test
    void generate_whenPatternWithoutLimit_followsLastEvaluatedKey() {
        assertThat(code(hrOe, 1, CodeLanguage.PYTHON)).contains("request[\"ExclusiveStartKey\"] = response[\"LastEvaluatedKey\"]");
        assertThat(code(hrOe, 1, CodeLanguage.JAVA)).contains("} while (response.hasLastEvaluatedKey());");
        assertThat(code(hrOe, 1, CodeLanguage.JAVASCRIPT)).contains("request.ExclusiveStartKey = response.LastEvaluatedKey;");
        assertThat(code(hrOe, 1, CodeLanguage.CLI)).contains("${page_size:+--page-size \"$page_size\"}");
    }

    @Test
    void generate_whenPatternReadsBackwards_mergesOrSendsDescending() {
        assertThat(code(hrOe, 14, CodeLanguage.JAVA)).contains(".scanIndexForward(false)");
        assertThat(code(hrOe, 14, CodeLanguage.CLI)).contains("ScanIndexForward: false");
    }

    @Test
    void generate_whenPatternWrites_callsTheWriteWithKeyAndExpressions() {
        String python = code(gaming, 5, CodeLanguage.PYTHON);
        assertThat(python).contains("client.update_item(**request)", "\"UpdateExpression\": \"SET #score = :score\",",
                "\"ConditionExpression\": \"attribute_exists(GameId)\",", "\":score\": {\"N\": score},");
        assertThat(code(gaming, 5, CodeLanguage.JAVA)).contains("UpdateItemRequest.builder()", ".key(Map.of(");
        assertThat(code(gaming, 6, CodeLanguage.JAVASCRIPT)).contains("PutItemCommand", "Score: { N: \"0\" },");
        assertThat(code(gaming, 6, CodeLanguage.CLI)).contains("aws dynamodb put-item");
    }

    @Test
    void generate_whenTextNeedsEscaping_escapesItForEachLanguage() {
        AccessPattern p = AccessPattern.builder("Odd keys", "HR-OE", Operation.Query)
                .partitionKey("a\"b{x}'${id}`$").parameters(List.of(Parameter.of("id", "1"))).build();
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.PYTHON)).contains("f\"a\\\"b{{x}}'{id_}`$\"");
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.JAVASCRIPT)).contains("`a\"b{x}'${id}\\`\\$`");
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.JAVA)).contains("\"a\\\"b{x}'\" + id + \"`$\"");
        assertThat(code(hrOe, p, Map.of(), CodeLanguage.CLI)).contains("\"a\\\"b{x}\\u0027\\($id)`$\"");
    }

    @Test
    void patternCode_forEveryShippedPattern_buildsTheValuesThePatternBinderBinds() throws Exception {
        for (Model model : List.of(hrOe, gaming, ModelFiles.read(Path.of("models/person-records.json")).model())) {
            for (AccessPattern p : model.accessPatterns()) {
                PatternCode code = PatternCode.of(model, p, Map.of(), null);
                Map<String, String> values = new LinkedHashMap<>(p.defaults());
                if (p.fanOut() != null) {
                    values.put(p.fanOut().parameter(), Integer.toString(p.fanOut().first()));
                }
                var bound = RequestJson.write(PatternBinder.bind(model, p, values).requests().get(0).request());
                for (String field : List.of("ExpressionAttributeValues", "Key", "Item")) {
                    Map<String, AttributeValue> built = new LinkedHashMap<>();
                    PatternCode.values(code.request().getOrDefault(field, Map.of()))
                            .forEach((k, v) -> built.put(k, v.render(values)));
                    Map<String, AttributeValue> expected = bound.has(field)
                            ? DynamoJson.itemFromJson(bound.get(field)).attributes() : Map.of();
                    assertThat(Item.of(built)).as("%s: %s", p.name(), field).isEqualTo(Item.of(expected));
                }
            }
        }
    }

    @Test
    void words_whenPatternIsNumbered_dropsTheNumberArticlesAndTrailingPrepositions() {
        assertThat(PatternCode.words("5. Show all orders in OPEN status for a date range across all customers"))
                .containsExactly("show", "all", "orders", "in", "open", "status");
        assertThat(PatternCode.words("Denormalized 1. Get game details for the given GameId"))
                .containsExactly("get", "game", "details", "for", "given", "game", "id");
        assertThat(PatternCode.words("!!!")).containsExactly("run", "pattern");
    }

    @Test
    void names_whenAParameterIsAKeyword_avoidIt() {
        assertThat(Names.python("from")).isEqualTo("from_");
        assertThat(Names.java("class")).isEqualTo("classValue");
        assertThat(Names.javaScript("default")).isEqualTo("defaultValue");
        assertThat(Names.shell("path")).isEqualTo("path_value");
        assertThat(Names.option("employeeId")).isEqualTo("--employee-id");
    }

    @Test
    void fileName_whenGenerated_followsEachLanguagesConvention() {
        AccessPattern p = hrOe.accessPatterns().get(4);
        assertThat(CodeGenerator.generate(hrOe, p, Map.of(), CodeLanguage.JAVA, null).fileName())
                .isEqualTo("ShowAllOrdersInOpenStatus.java");
        assertThat(CodeGenerator.generate(hrOe, p, Map.of(), CodeLanguage.PYTHON, null).fileName())
                .isEqualTo("show_all_orders_in_open_status.py");
        assertThat(CodeGenerator.generate(hrOe, p, Map.of(), CodeLanguage.JAVASCRIPT, null).fileName())
                .isEqualTo("show-all-orders-in-open-status.js");
        assertThat(CodeGenerator.generate(hrOe, p, Map.of(), CodeLanguage.CLI, null).fileName())
                .isEqualTo("show-all-orders-in-open-status.sh");
    }

    @Test
    void cli_whenShardsMergeOnANumberSortKey_ordersAll38DigitsExactly() throws Exception {
        String script = null;
        for (Model model : List.of(hrOe, tournaments, gaming)) {
            for (AccessPattern p : model.accessPatterns()) {
                String sh = p.fanOut() == null ? "" : code(model, p, Map.of(), CodeLanguage.CLI);
                if (sh.contains("sort_by(") && sh.contains(".N ")) {
                    script = sh;
                }
            }
        }
        assertThat(script).as("a bundled fan-out pattern that merges on a number sort key").isNotNull();
        String merge = script.lines().filter(l -> l.startsWith("jq -s -c '") && l.contains("sort_by(")).findFirst()
                .orElseThrow();
        String attribute = merge.replaceAll(".*sort_by\\(\\(?\\.(?:value\\.)?([A-Za-z_0-9]+)\\.N.*", "$1");
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("merge");
        // two numbers one double apart in the last of 38 digits, in the shards so that a tie keeps them wrong
        String low = "12345678901234567890123456789012345677";
        String high = "12345678901234567890123456789012345678";
        boolean descending = merge.contains("reverse");
        List<String> numbers = List.of(descending ? low : high, "-1", "0.05", descending ? high : low, "1e2",
                "-99999999999999999999999999999999999999", "0");
        for (int shard = 0; shard < numbers.size(); shard++) {
            java.nio.file.Files.writeString(dir.resolve(shard + ".json"),
                    "[{\"" + attribute + "\": {\"N\": \"" + numbers.get(shard) + "\"}}]");
        }
        String command = merge.substring(0, merge.lastIndexOf('\'') + 1) + " " + dir + "/{0.." + (numbers.size() - 1) + "}.json";
        Process jq = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true).start();
        String out = new String(jq.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(jq.waitFor()).as("%s\n%s", command, out).isZero();

        List<String> merged = out.lines().map(l -> l.replaceAll(".*\"N\":\"([^\"]*)\".*", "$1")).toList();
        List<String> ascending = List.of("-99999999999999999999999999999999999999", "-1", "0", "0.05", "1e2",
                "12345678901234567890123456789012345677", "12345678901234567890123456789012345678");
        List<String> expected = new java.util.ArrayList<>(ascending);
        if (descending) {
            java.util.Collections.reverse(expected);
        }
        assertThat(merged).as("merged by %s", command).isEqualTo(expected);
    }
}
