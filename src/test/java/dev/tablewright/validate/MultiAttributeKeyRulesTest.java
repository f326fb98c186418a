package dev.tablewright.validate;

import static dev.tablewright.validate.Fixtures.errors;
import static dev.tablewright.validate.Fixtures.withPatterns;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Multi-attribute keys. The expected messages are DynamoDB Local 3.3.1's own, seen from CreateTable
 * and Query on these machines (boto3 against Local 3.3.1 run from ~/.m2).
 */
class MultiAttributeKeyRulesTest {
    private static List<KeyAttribute> attrs(String... names) {
        return Arrays.stream(names).map(n -> KeyAttribute.of(n, ScalarType.S)).toList();
    }

    private static Table withGsi(List<KeyAttribute> hash, List<KeyAttribute> range) {
        return Table.of("Matches", Fixtures.PK_SK).withIndexes(
                List.of(SecondaryIndex.gsi("ByMatch", KeySchema.of(hash, range), Projection.all())), List.of());
    }

    private static List<String> messages(Table table, AccessPattern... patterns) {
        return errors(withPatterns(table, patterns)).stream().map(Finding::message).toList();
    }

    @Test
    void validate_whenGsiHasFourAndFour_findsNothing() {
        assertThat(messages(withGsi(attrs("a", "b", "c", "d"), attrs("e", "f", "g", "h")))).isEmpty();
        assertThat(messages(withGsi(attrs("a", "b"), List.of()))).isEmpty();
    }

    @Test
    void validate_whenGsiHasFivePartitionKeys_reportsLocalsMessage() {
        List<Finding> found = errors(Fixtures.model(withGsi(attrs("a", "b", "c", "d", "e"), List.of())));

        assertThat(found).extracting(Finding::message)
                .containsExactly("Too many partition keys. GSI can have at most 4 partition keys");
        assertThat(found.get(0).path()).isEqualTo("Tablewright.Tables.Matches.IndexKeyAttributes.ByMatch");
    }

    @Test
    void validate_whenGsiHasFiveSortKeys_reportsLocalsMessage() {
        assertThat(messages(withGsi(attrs("z"), attrs("a", "b", "c", "d", "e"))))
                .containsExactly("Too many sort keys. GSI can have at most 4 sort keys");
    }

    @Test
    void validate_whenAnAttributeRepeatsInOneKey_reportsLocalsMessage() {
        assertThat(messages(withGsi(attrs("a", "b"), attrs("a"))))
                .containsExactly("Two keys can not have the same name (a)");
    }

    @Test
    void validate_whenTableKeyHasTwoHashAttributes_reportsLocalsMessage() {
        Table table = Table.of("Matches", KeySchema.of(attrs("PK", "SK"), List.of()));

        assertThat(messages(table)).containsExactly(
                "Too many hash keys specified.  All Dynamo DB tables must have exactly one hash key");
    }

    @Test
    void validate_whenTableKeyHasTwoRangeAttributes_reportsLocalsMessage() {
        Table table = Table.of("Matches", KeySchema.of(attrs("PK"), attrs("SK", "x")));

        assertThat(messages(table)).containsExactly(
                "Key Schema too big.  Key Schema must at most consist of the hash and range key of a table");
    }

    @Test
    void validate_whenLsiKeyIsMultiAttribute_reportsLocalsMessage() {
        Table table = Table.of("Matches", Fixtures.PK_SK).withIndexes(List.of(),
                List.of(SecondaryIndex.lsi("ByTwo", KeySchema.of(attrs("PK"), attrs("a", "b")), Projection.all())));

        assertThat(messages(table)).singleElement().asString().startsWith(
                "Key Schema too big.  Key Schema must at most consist of the hash and range key of a table");
    }

    @Test
    void validate_whenAKeyAttributeHasTwoTypes_reportsLocalsMessage() {
        Table table = Table.of("Matches", Fixtures.PK_SK).withIndexes(List.of(SecondaryIndex.gsi("ByMatch",
                KeySchema.of(List.of(KeyAttribute.of("a", ScalarType.S), KeyAttribute.of("PK", ScalarType.N)),
                        List.of()), Projection.all())), List.of());

        assertThat(messages(table)).singleElement().asString().startsWith("Cannot have two attributes with the same name");
    }

    private static AccessPattern.Builder query() {
        return AccessPattern.builder("q", "Matches", Operation.Query).index("ByMatch");
    }

    private static List<KeyTemplate> values(String... texts) {
        return Arrays.stream(texts).map(KeyTemplate::of).toList();
    }

    @Test
    void validate_whenQueryGivesEveryHashAndLeadingEqualities_findsNothing() {
        AccessPattern p = query().partitionKeys(values("x", "y"))
                .sortKeys(List.of(SortKeyCondition.of(KeyOperator.EQ, "1"), SortKeyCondition.between("a", "b")))
                .build();

        assertThat(messages(withGsi(attrs("a", "b"), attrs("c", "d", "e")), p)).isEmpty();
    }

    @Test
    void validate_whenQueryMissesHashAttributes_reportsLocalsQueryMessage() {
        AccessPattern p = query().partitionKeys(values("x")).build();

        assertThat(messages(withGsi(attrs("a", "b", "c", "d"), List.of()), p))
                .containsExactly("HASH key attributes b, c, d must have equality conditions specified in the query");
    }

    @Test
    void validate_whenAnInequalityIsNotLast_reportsLocalsQueryMessage() {
        AccessPattern p = query().partitionKeys(values("x"))
                .sortKeys(List.of(SortKeyCondition.of(KeyOperator.GT, "1"), SortKeyCondition.of(KeyOperator.BEGINS_WITH, "2"),
                        SortKeyCondition.of(KeyOperator.EQ, "3")))
                .build();

        List<Finding> found = errors(withPatterns(withGsi(attrs("a"), attrs("e", "f", "g")), p));

        assertThat(found).extracting(Finding::message).containsExactly("RANGE key attributes e, f must have equality "
                + "conditions specified in the query because a condition is present on key attribute g");
        assertThat(found.get(0).path()).isEqualTo("Tablewright.AccessPatterns[0].SortKeys[2]");
    }

    @Test
    void validate_whenQueryGivesMoreValuesThanTheKeyHas_saysHowMany() {
        AccessPattern p = query().partitionKeys(values("x", "y", "z")).build();

        assertThat(messages(withGsi(attrs("a", "b"), List.of()), p))
                .containsExactly("the pattern gives 3 partition-key values but index ByMatch has 2 partition-key attributes");
    }

    @Test
    void validate_whenDefaultDoesNotFitTheSecondAttributesType_pointsAtIt() {
        Table table = Table.of("Matches", Fixtures.PK_SK).withIndexes(List.of(SecondaryIndex.gsi("ByMatch",
                KeySchema.of(List.of(KeyAttribute.of("a", ScalarType.S), KeyAttribute.of("n", ScalarType.N)),
                        List.of()), Projection.all())), List.of());
        AccessPattern p = query().partitionKeys(values("x", "${n}"))
                .parameters(List.of(Parameter.of("n", "ten"))).build();

        List<Finding> found = errors(withPatterns(table, p));

        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.path()).isEqualTo("Tablewright.AccessPatterns[0].PartitionKeys[1]");
            assertThat(f.message()).contains("n is N; with the defaults, 'ten' is not a number");
        });
    }

    @Test
    void validate_whenItemHasWrongTypeForASecondHashAttribute_reportsTypeMismatch() {
        Table table = Table.of("Matches", Fixtures.PK_SK).withIndexes(List.of(SecondaryIndex.gsi("ByMatch",
                KeySchema.of(List.of(KeyAttribute.of("a", ScalarType.S), KeyAttribute.of("n", ScalarType.N)),
                        List.of()), Projection.all())), List.of())
                .withItems(List.of(Item.of(Map.of("PK", AttributeValue.s("1"), "SK", AttributeValue.s("1"),
                        "a", AttributeValue.s("x"), "n", AttributeValue.s("notnum")))));

        assertThat(messages(table)).singleElement().asString()
                .startsWith("One or more parameter values were invalid: Type mismatch for Index Key n");
    }
}
