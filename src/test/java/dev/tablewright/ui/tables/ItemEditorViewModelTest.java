package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemEditorViewModelTest {
    private final ItemEditorViewModel editor = new ItemEditorViewModel();

    ItemEditorViewModelTest() {
        editor.setKeys(KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("n", ScalarType.N)));
    }

    private static Item item() {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        a.put("PK", AttributeValue.s("A"));
        a.put("n", AttributeValue.n("1"));
        a.put("tags", AttributeValue.ss(java.util.List.of("x", "y")));
        return Item.of(a);
    }

    @Test
    void newItem_whenStarted_showsTheKeyAttributesInTheFormAndTheJson() {
        editor.newItem();

        assertThat(editor.rows()).extracting(r -> r.nameProperty().get()).containsExactly("PK", "n");
        editor.rows().get(0).valueProperty().set("NEW");
        editor.rows().get(1).valueProperty().set("7");
        assertThat(editor.jsonProperty().get()).contains("\"NEW\"", "\"7\"");
        assertThat(editor.originalProperty().get()).isNull();
    }

    @Test
    void valueProperty_whenAFormValueChanges_rewritesTheJson() {
        editor.edit(item());

        editor.rows().get(1).valueProperty().set("42");

        assertThat(editor.jsonProperty().get()).contains("\"N\" : \"42\"");
        assertThat(editor.item().get("n")).isEqualTo(AttributeValue.n("42"));
    }

    @Test
    void jsonProperty_whenTheJsonChanges_rebuildsTheForm() {
        editor.edit(item());

        editor.jsonProperty().set("{\"PK\": {\"S\": \"B\"}, \"n\": {\"N\": \"2\"}, \"ok\": {\"BOOL\": true}}");

        assertThat(editor.rows()).extracting(r -> r.nameProperty().get()).containsExactly("PK", "n", "ok");
        assertThat(editor.rows().get(2).typeProperty().get()).isEqualTo(AttributeType.BOOL);
        assertThat(editor.problemProperty().get()).isEmpty();
    }

    @Test
    void jsonProperty_whenNotValid_saysWhyAndKeepsTheForm() {
        editor.edit(item());

        editor.jsonProperty().set("{\"PK\": {\"S\": ");

        assertThat(editor.problemProperty().get()).startsWith("JSON: ");
        assertThat(editor.rows()).hasSize(3);
    }

    @Test
    void item_whenAKeyHasTheWrongType_namesTheKey() {
        editor.edit(item());
        editor.rows().get(1).typeProperty().set(AttributeType.S);

        assertThatThrownBy(editor::item).hasMessage("the key attribute n must be of type N, not S");
    }

    @Test
    void key_whenDuplicatedAndChanged_isTheNewKeyNotTheOriginal() {
        editor.edit(item());
        assertThat(editor.key().attributes()).containsOnlyKeys("PK", "n");

        editor.duplicate();
        editor.rows().get(0).valueProperty().set("COPY");

        assertThat(editor.key().get("PK")).isEqualTo(AttributeValue.s("COPY"));
    }
}
