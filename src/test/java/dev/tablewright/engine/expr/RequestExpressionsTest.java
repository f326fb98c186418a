package dev.tablewright.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestExpressionsTest {
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("PK", ScalarType.S));

    @Test
    void explainFilter_whenItemFails_quotesTheFilterAsWritten() {
        RequestExpressions prepared = RequestExpressions.prepare(new RequestExpressions.Spec(false, KEYS, KEYS, null,
                "#s = :open AND Amount > :min", null, null, null, Map.of("#s", "Status"),
                Map.of(":open", AttributeValue.s("OPEN"), ":min", AttributeValue.n(10))));

        assertThat(prepared.explainFilter(DynamoJson.parseItem("{\"PK\":{\"S\":\"a\"},\"Status\":{\"S\":\"OPEN\"},\"Amount\":{\"N\":\"5\"}}")))
                .isEqualTo("removed by the filter #s = :open AND Amount > :min");
        assertThat(prepared.explainFilter(DynamoJson.parseItem("{\"PK\":{\"S\":\"b\"},\"Status\":{\"S\":\"OPEN\"},\"Amount\":{\"N\":\"50\"}}")))
                .isNull();
    }
}
