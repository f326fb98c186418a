package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Values leave the in-memory engine in the form DynamoDB Local 3.3.1 stores them, byte for byte:
 * every hr-oe access pattern, and items written with leading and trailing zeros, exponents,
 * negative zero and 38-digit values, top level and nested, in sets of every type (see StoredForm).
 */
class CanonicalNumbersVersusLocalTest {
    private static final ObjectMapper SORTED = new ObjectMapper()
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static PatternTarget onLocal;

    @BeforeAll
    static void start() {
        onLocal = new EmbeddedLocalTarget();
    }

    @AfterAll
    static void stop() {
        onLocal.close();
    }

    @Test
    void hrOePatterns_whenRunInMemoryAndOnLocal_returnByteIdenticalItems() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        int items = 0;
        try (PatternTarget memory = PatternTarget.inMemory()) {
            for (AccessPattern pattern : model.accessPatterns()) {
                var bound = PatternBinder.bind(model, pattern, Map.of());
                List<String> mine = json(memory.run(model, bound).result().items());
                List<String> theirs = json(onLocal.run(model, bound).result().items());

                assertThat(mine).as(pattern.name()).containsExactlyElementsOf(theirs);
                items += mine.size();
            }
        }
        assertThat(model.accessPatterns()).hasSize(14);
        assertThat(items).as("items the 14 patterns return").isGreaterThan(40);
    }

    @Test
    void numbers_whenWrittenInAnyForm_comeBackAsLocalAnswersThem() throws Exception {
        String[] written = {"3.40", "12.50", "0007", "+5", "1e3", "1E+3", "-0", "-0.000", "0.000", "12.50E-3",
                ".5", "5.", "-12.500", "1E+100", "1E-100", "9.9999999999999999999999999999999999999E+125",
                "1.0000000000000000000000000000000000000E-130", "12345678901234567890123456789012345678",
                "-1234567890.1234567890123456789012345678", "100", "1.10E2"};
        KeySchema keys = KeySchema.of(KeyAttribute.of("id", ScalarType.S));
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < written.length; i++) {
            items.add(Item.of(Map.of("id", AttributeValue.s("n" + i), "value", AttributeValue.n(written[i]),
                    "set", AttributeValue.ns(List.of(written[i], "42.0")),
                    "strings", AttributeValue.ss(List.of("b", "\ufb00", "\ud83d\ude00", "B", "a")),
                    "bytes", AttributeValue.bs(List.of(Binary.of(new byte[] {2}), Binary.of(new byte[] {1, 0}),
                            Binary.of(new byte[] {(byte) 0xff}), Binary.of(new byte[] {1}))),
                    "nested", AttributeValue.m(Map.of("list", AttributeValue.l(List.of(AttributeValue.n(written[i]),
                            AttributeValue.ns(List.of(written[i], "2.50")))))))));
        }
        Model model = new Model("Numbers", ModelMetadata.of(""), List.of(Table.of("Numbers", keys).withItems(items)),
                List.of(AccessPattern.builder("All", "Numbers", Operation.Scan).build()), null);
        var bound = PatternBinder.bind(model, model.accessPatterns().get(0), Map.of());
        try (PatternTarget memory = PatternTarget.inMemory()) {
            List<String> mine = json(memory.run(model, bound).result().items());
            List<String> theirs = json(onLocal.run(model, bound).result().items());

            assertThat(mine).hasSize(written.length).containsExactlyElementsOf(theirs);
            assertThat(String.join("\n", mine)).contains("\"value\":{\"N\":\"3.4\"}", "\"value\":{\"N\":\"1000\"}",
                    "\"set\":{\"NS\":[\"42\",\"1000\"]}", "{\"N\":\"1e3\"}");
        }
    }

    /**
     * Each item as DynamoDB JSON text, the members of every object in name order: DynamoDB gives an
     * item's attributes in no particular order, so only the order is normalised, never a value.
     */
    private static List<String> json(List<Item> items) {
        return items.stream().map(item -> {
            try {
                return SORTED.writeValueAsString(SORTED.convertValue(DynamoJson.toJson(item), Map.class));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
