package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.GSI1;
import static dev.tablewright.validate.Fixtures.PK_SK;
import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.item;
import static dev.tablewright.validate.Fixtures.table;
import static dev.tablewright.validate.Fixtures.warnings;
import static dev.tablewright.validate.Fixtures.withPatterns;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PatternRulesTest {
    private static final Table ORDERS = table(item("PK", "o1", "SK", "c1", "Data", "OPEN#2024-01-02", "Status", "OPEN"));

    private static AccessPattern.Builder query(String name) {
        return AccessPattern.builder(name, "Orders", Operation.Query)
                .partitionKey("${id}").parameters(List.of(Parameter.of("id", "o1")));
    }

    private static List<Finding> errorsOf(AccessPattern... patterns) {
        return errors(withPatterns(ORDERS, patterns));
    }

    @Test
    void validate_whenPatternsAreWellFormed_reportsNothing() {
        AccessPattern byId = query("by id").sortKey(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "c")).build();
        AccessPattern byCustomer = AccessPattern.builder("by customer", "Orders", Operation.Query).index("GSI1")
                .partitionKey("${customer}").sortKey(SortKeyCondition.between("OPEN#${from}", "OPEN#${to}"))
                .parameters(List.of(Parameter.of("customer", "c1"), Parameter.of("from", "2024"), Parameter.of("to", "2025")))
                .filter("#st = :st").names(Map.of("#st", "Status"))
                .values(Map.of(":st", TemplateValue.of(AttributeType.S, "OPEN"))).projection(List.of("PK", "Data"))
                .build();
        AccessPattern get = AccessPattern.builder("get", "Orders", Operation.GetItem).partitionKey("o1")
                .sortKey(SortKeyCondition.of(KeyOperator.EQ, "c1")).build();

        assertThat(validateAll(byId, byCustomer, get)).isEmpty();
    }

    private static List<Finding> validateAll(AccessPattern... patterns) {
        return new ModelValidator().validate(withPatterns(ORDERS, patterns));
    }

    @Test
    void validate_whenTableIsMissing_reportsResourceNotFound() {
        AccessPattern p = AccessPattern.builder("lost", "Ordres", Operation.Scan).build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].Table", "Requested resource not found: the model has no table Ordres"));
    }

    @Test
    void validate_whenIndexIsMissing_reportsTheSpecifiedIndex() {
        assertThat(errorsOf(query("q").index("GSI9").build())).extracting(Finding::path, Finding::message)
                .containsExactly(tuple("Tablewright.AccessPatterns[0].Index",
                        "The table does not have the specified index: GSI9"));
    }

    @Test
    void validate_whenGetItemNamesAnIndex_reportsIt() {
        AccessPattern p = AccessPattern.builder("get", "Orders", Operation.GetItem).index("GSI1").partitionKey("c1")
                .sortKey(SortKeyCondition.of(KeyOperator.EQ, "x")).build();

        assertThat(errorsOf(p)).extracting(Finding::path).contains("Tablewright.AccessPatterns[0].Index");
        assertThat(errorsOf(p)).extracting(Finding::message)
                .contains("GetItem cannot use an index: only Query and Scan take an IndexName (read the table by its primary key)");
    }

    @Test
    void validate_whenStronglyConsistentQueryOnGsi_reportsIt() {
        AccessPattern p = query("strong").index("GSI1").consistency(ReadConsistency.STRONG).build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].Consistency",
                "Consistent reads are not supported on global secondary indexes (index GSI1)"));
    }

    @Test
    void validate_whenLimitIsZero_reportsTheConstraint() {
        assertThat(errorsOf(query("q").limit(0).build())).extracting(Finding::path).containsExactly(
                "Tablewright.AccessPatterns[0].Limit");
    }

    @Test
    void validate_whenTwoPatternsShareAName_reportsTheSecond() {
        assertThat(errorsOf(query("q").build(), query("q").build())).extracting(Finding::path)
                .containsExactly("Tablewright.AccessPatterns[1].Name");
    }

    @Test
    void validate_whenQueryHasNoPartitionKey_reportsTheMissedKeyElement() {
        AccessPattern p = AccessPattern.builder("no key", "Orders", Operation.Query).index("GSI1").build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0]",
                "Query condition missed key schema element: SK (a Query needs the partition key of index GSI1)"));
    }

    @Test
    void validate_whenSortConditionOnTableWithoutSortKey_reportsRangeOnPartitionKey() {
        Table plain = Table.of("Users", KeySchema.of(KeyAttribute.of("Id", ScalarType.S)));
        AccessPattern p = AccessPattern.builder("range", "Users", Operation.Query).partitionKey("u1")
                .sortKey(SortKeyCondition.of(KeyOperator.GT, "u0")).build();

        assertThat(errors(withPatterns(plain, p))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].SortKey", "Query key condition not supported: table Users has no sort "
                        + "key, so the condition would apply > to its partition key Id, which takes only ="));
    }

    @Test
    void validate_whenBeginsWithOnNumberSortKey_reportsOperandType() {
        Table scores = Table.of("Scores", KeySchema.of(KeyAttribute.of("Game", ScalarType.S),
                KeyAttribute.of("Score", ScalarType.N)));
        AccessPattern p = AccessPattern.builder("prefix", "Scores", Operation.Query).partitionKey("g1")
                .sortKey(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "12")).build();

        assertThat(errors(withPatterns(scores, p))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].SortKey", "Invalid KeyConditionExpression: Incorrect operand type for "
                        + "operator or function; operator or function: begins_with, operand type: N (sort key Score is a number)"));
    }

    @Test
    void validate_whenDefaultDoesNotRenderToANumberKey_reportsConditionParameterType() {
        Table scores = Table.of("Scores", KeySchema.of(KeyAttribute.of("Game", ScalarType.S),
                KeyAttribute.of("Score", ScalarType.N)));
        AccessPattern p = AccessPattern.builder("top", "Scores", Operation.Query).partitionKey("g1")
                .sortKey(SortKeyCondition.of(KeyOperator.GE, "${min}")).parameters(List.of(Parameter.of("min", "high")))
                .build();

        assertThat(errors(withPatterns(scores, p))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].SortKey", "One or more parameter values were invalid: Condition parameter "
                        + "type does not match schema type (Score is N; with the defaults, 'high' is not a number)"));
    }

    @Test
    void validate_whenDefaultRendersAnEmptyStringKey_reportsTheEmptyKey() {
        AccessPattern p = query("q").parameters(List.of(Parameter.of("id", ""))).build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].PartitionKey");
    }

    @Test
    void validate_whenGetItemLacksTheSortKey_reportsKeyDoesNotMatchSchema() {
        AccessPattern p = AccessPattern.builder("get", "Orders", Operation.GetItem).partitionKey("o1").build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0]", "The provided key element does not match the schema: GetItem needs the "
                        + "sort key SK (the whole primary key)"));
    }

    @Test
    void validate_whenGetItemUsesARangeOperator_reportsIt() {
        AccessPattern p = AccessPattern.builder("get", "Orders", Operation.GetItem).partitionKey("o1")
                .sortKey(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "c")).build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].SortKey");
    }

    @Test
    void validate_whenUpdateItemGivesItsKeyInTheItem_acceptsIt() {
        AccessPattern p = AccessPattern.builder("update", "Orders", Operation.UpdateItem)
                .item(Map.of("PK", TemplateValue.of(AttributeType.S, "o1"), "SK", TemplateValue.of(AttributeType.S, "c1")))
                .update("SET #st = :st").names(Map.of("#st", "Status"))
                .values(Map.of(":st", TemplateValue.of(AttributeType.S, "CLOSED"))).build();

        assertThat(errorsOf(p)).isEmpty();
    }

    @Test
    void validate_whenScanHasAKeyCondition_reportsIt() {
        AccessPattern p = AccessPattern.builder("scan", "Orders", Operation.Scan).partitionKey("o1").build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].PartitionKey");
    }

    @Test
    void validate_whenTemplateUsesUndeclaredParameter_reportsIt() {
        AccessPattern p = query("q").sortKey(SortKeyCondition.between("${from}", "${to}"))
                .parameters(List.of(Parameter.of("id", "o1"), Parameter.of("from", "a"))).build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].SortKey",
                "${to} in '${to}' is not a parameter of this pattern; declare it under Parameters"));
    }

    @Test
    void validate_whenExpressionValueUsesUndeclaredParameter_reportsItsPath() {
        AccessPattern p = query("q").filter("#st = :st").names(Map.of("#st", "Status"))
                .values(Map.of(":st", TemplateValue.of(AttributeType.S, "${status}"))).build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].ExpressionAttributeValues.:st");
    }

    @Test
    void validate_whenParameterIsDeclaredTwice_reportsIt() {
        AccessPattern p = query("q").parameters(List.of(Parameter.of("id", "o1"), Parameter.of("id", "o2"))).build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].Parameters[1]");
    }

    @Test
    void validate_whenExpressionUsesUndefinedName_reportsTheDocumentPath() {
        AccessPattern p = query("q").filter("#st = :st").values(Map.of(":st", TemplateValue.of(AttributeType.S, "OPEN")))
                .build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].FilterExpression",
                "An expression attribute name used in the document path is not defined; attribute name: #st"));
    }

    @Test
    void validate_whenFilterExpressionIsNotValidSyntax_reportsTheSyntaxErrorAlone() {
        AccessPattern p = query("q").filter("#s = = :st").build();

        List<Finding> errors = errorsOf(p);

        assertThat(errors).hasSize(1);
        assertThat(errors.get(0).path()).isEqualTo("Tablewright.AccessPatterns[0].FilterExpression");
        assertThat(errors.get(0).message()).startsWith("Invalid FilterExpression: Syntax error; token:");
    }

    @Test
    void validate_whenUpdateExpressionIsNotValidSyntax_reportsIt() {
        AccessPattern update = AccessPattern.builder("u", "Orders", Operation.UpdateItem)
                .partitionKey("o1").update("SET = 1").build();

        assertThat(errorsOf(update)).extracting(Finding::message)
                .anySatisfy(m -> assertThat(m).startsWith("Invalid UpdateExpression: Syntax error; token:"));
    }

    @Test
    void validate_whenExpressionUsesUndefinedValue_reportsIt() {
        // Status is one of DynamoDB's reserved words: a filter names it through #s
        AccessPattern p = query("q").filter("#s = :st").names(Map.of("#s", "Status")).build();

        assertThat(errorsOf(p)).extracting(Finding::message).containsExactly(
                "An expression attribute value used in expression is not defined; attribute value: :st");
    }

    @Test
    void validate_whenNameAndValueAreUnused_reportsBoth() {
        AccessPattern p = query("q").names(Map.of("#st", "Status"))
                .values(Map.of(":st", TemplateValue.of(AttributeType.S, "OPEN"))).build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(
                tuple("Tablewright.AccessPatterns[0].ExpressionAttributeNames.#st",
                        "Value provided in ExpressionAttributeNames unused in expressions: keys: {#st}"),
                tuple("Tablewright.AccessPatterns[0].ExpressionAttributeValues.:st",
                        "Value provided in ExpressionAttributeValues unused in expressions: keys: {:st}"));
    }

    @Test
    void validate_whenProjectionNamesAMissingAttribute_reportsIt() {
        AccessPattern p = query("q").projection(List.of("PK", "Totl")).build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].Projection[1]",
                "attribute 'Totl' is not in the table: no key, declared attribute or item has it"));
    }

    @Test
    void validate_whenFilterNamesAMissingAttributeDirectly_reportsIt() {
        AccessPattern p = query("q").filter("attribute_exists(Adress) AND size(#d) > :n")
                .names(Map.of("#d", "Data")).values(Map.of(":n", TemplateValue.of(AttributeType.N, "3"))).build();

        assertThat(errorsOf(p)).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].FilterExpression",
                "attribute 'Adress' is not in the table: no key, declared attribute or item has it"));
    }

    @Test
    void validate_whenAttributeNameMapsToAMissingAttribute_reportsIt() {
        AccessPattern p = query("q").filter("#s = :s").names(Map.of("#s", "State"))
                .values(Map.of(":s", TemplateValue.of(AttributeType.S, "OPEN"))).build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].ExpressionAttributeNames.#s");
    }

    @Test
    void tokens_whenExpressionHasFunctionsKeywordsAndPaths_keepsPlaceholdersAndTopLevelNames() {
        assertThat(PatternExpressionRules.tokens("attribute_exists(#a.b) AND Info.City = :c OR NOT Tags[0] BETWEEN :x AND :y"))
                .containsExactly("#a", "Info", ":c", "Tags", ":x", ":y");
    }

    @Test
    void validate_whenFanOutParameterIsNotInThePartitionKey_reportsIt() {
        AccessPattern p = query("q").fanOut(new ShardFanOut("bucket", 0, 14)).build();

        assertThat(errorsOf(p)).extracting(Finding::path).containsExactly("Tablewright.AccessPatterns[0].FanOut");
    }

    @Test
    void validate_whenShardedIndexIsQueriedWithoutFanOut_warns() {
        SecondaryIndex gsi2 = SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N),
                KeyAttribute.of("Data", ScalarType.S)), Projection.all()).withShards(new ShardSpec("Bucket", 15, null));
        Table table = Table.of("Orders", PK_SK).withIndexes(List.of(GSI1, gsi2), List.of());
        AccessPattern one = AccessPattern.builder("one shard", "Orders", Operation.Query).index("GSI2").partitionKey("3").build();
        AccessPattern all = AccessPattern.builder("all shards", "Orders", Operation.Query).index("GSI2")
                .partitionKey("${b}").fanOut(new ShardFanOut("b", 0, 14)).build();
        AccessPattern usesGsi1 = AccessPattern.builder("gsi1", "Orders", Operation.Query).index("GSI1").partitionKey("x").build();

        List<Finding> warnings = warnings(withPatterns(table, one, all, usesGsi1));

        assertThat(warnings).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].Index", "index GSI2 is write-sharded over 15 random values of Bucket; "
                        + "without a FanOut this pattern reads one shard"));
    }

    @Test
    void validate_whenProjectionAsksAGsiForAnAttributeItDoesNotProject_reportsIt() {
        SecondaryIndex keysOnly = SecondaryIndex.gsi("ByData", KeySchema.of(KeyAttribute.of("Data", ScalarType.S)),
                Projection.include(List.of("Status")));
        Table table = ORDERS.withIndexes(List.of(keysOnly), List.of());
        AccessPattern p = AccessPattern.builder("q", "Orders", Operation.Query).index("ByData").partitionKey("x")
                .projection(List.of("PK", "Data", "Status", "#t")).names(Map.of("#t", "Total")).build();
        Table withTotal = table.withItems(List.of(item("PK", "o1", "SK", "c1", "Data", "d", "Status", "OPEN", "Total", "5")));

        assertThat(errors(withPatterns(withTotal, p))).extracting(Finding::path, Finding::message).containsExactly(tuple(
                "Tablewright.AccessPatterns[0].Projection[3]",
                "One or more parameter values were invalid: Global secondary index ByData does not project [Total]"));
    }
}
