package dev.tablewright.review;

import static dev.tablewright.review.ReviewFixtures.item;
import static dev.tablewright.review.ReviewFixtures.key;
import static dev.tablewright.review.ReviewFixtures.model;
import static dev.tablewright.review.ReviewFixtures.review;
import static dev.tablewright.review.ReviewFixtures.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.testing.TransactionModels;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TransactionReviewTest {
    private static final int DOC_BYTES = 150_000;

    /** A table of {@code docs} documents of about 150 KB and a TransactGetItems reading every one of them. */
    private static Model documents(int docs) {
        List<Item> items = new ArrayList<>();
        List<AccessPattern> gets = new ArrayList<>();
        for (int i = 0; i < docs; i++) {
            items.add(item("pk", "doc" + i, "body", "b".repeat(DOC_BYTES)));
            gets.add(AccessPattern.builder("get doc" + i, "Docs", Operation.GetItem).partitionKey("doc" + i).build());
        }
        AccessPattern all = AccessPattern.builder("read_all_docs", "Docs", Operation.TransactGetItems).actions(gets)
                .frequency(1).build();
        return model(table("Docs", key("pk", null), items), all);
    }

    private static List<ReviewFinding> sized(List<ReviewFinding> findings) {
        return findings.stream().filter(f -> f.code() == ReviewCode.TRANSACTION_SIZE).toList();
    }

    @Test
    void review_whenTransactionItemsPass4Mb_isAnErrorWithTheBytes() {
        List<ReviewFinding> findings = sized(review(documents(30)));

        assertThat(findings).as("30 items of 150 KB: 4.5 MB, over the 4 MB a transaction carries").hasSize(1);
        ReviewFinding f = findings.get(0);
        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(f.pattern()).isEqualTo("read_all_docs");
        assertThat(f.figures().get("bytes")).isGreaterThan(30.0 * DOC_BYTES).isLessThan(31.0 * DOC_BYTES);
        assertThat(f.message()).contains("its 30 actions carry").contains("DynamoDB refuses the whole call");
    }

    @Test
    void review_whenTransactionNearsTheLimit_isAWarning() {
        List<ReviewFinding> findings = sized(review(documents(27)));

        assertThat(findings).as("27 items of 150 KB: 4.05 MB, 97% of 4 MB").hasSize(1);
        assertThat(findings.get(0).severity()).isEqualTo(ReviewSeverity.WARNING);
    }

    @Test
    void review_whenTransactionSmall_findsNothingOfItsSize() {
        assertThat(sized(review(documents(10)))).as("1.5 MB").isEmpty();
    }

    @Test
    void review_whenATransactionWritesAnIndexKeyOfTheWrongType_isATypeMismatchNotABrokenPattern() {
        Table scores = table("Scores", key("pk", null), List.of()).withIndexes(List.of(SecondaryIndex.gsi("ByPoints",
                KeySchema.of(KeyAttribute.of("points", ScalarType.N)), Projection.all())), List.of());
        // an Update that leaves the key of the wrong type cancels the transaction with that reason (a Put's
        // refusal ends the request with the message itself)
        AccessPattern update = AccessPattern.builder("1: Update score", "Scores", Operation.UpdateItem)
                .partitionKey("p1").update("SET points = :v")
                .values(Map.of(":v", TemplateValue.of(AttributeType.S, "many"))).build();
        AccessPattern tx = AccessPattern.builder("record_score", "Scores", Operation.TransactWriteItems)
                .actions(List.of(update)).frequency(1).build();

        List<ReviewFinding> findings = review(model(scores, tx));

        assertThat(findings).as("the action's write is refused for the index key's type")
                .anyMatch(f -> f.code() == ReviewCode.TYPE_MISMATCH && "record_score".equals(f.pattern())
                        && f.message().contains("Type mismatch for Index Key"))
                .noneMatch(f -> f.code() == ReviewCode.PATTERN_BROKEN);
    }

    @Test
    void review_whenTicketsTransactions_runEveryRuleWithoutBreaking() throws Exception {
        List<ReviewFinding> findings = review(TransactionModels.tickets(10));

        assertThat(findings).as("no rule breaks on, or reports broken, a transaction that runs")
                .noneMatch(f -> f.code() == ReviewCode.PATTERN_BROKEN || f.code() == ReviewCode.TRANSACTION_SIZE);
    }
}
