package dev.tablewright.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Edits of the tables a transaction's actions name reach the actions, not only the transaction. */
class TransactionEditsTest {
    private static final KeySchema PK = KeySchema.of(KeyAttribute.of("pk", ScalarType.S));

    private static Model model() {
        AccessPattern tx = AccessPattern.builder("Move", "Users", Operation.TransactWriteItems).actions(List.of(
                AccessPattern.builder("1: Delete User", "Users", Operation.DeleteItem).partitionKey("U").build(),
                AccessPattern.builder("2: Put Archive", "Archive", Operation.PutItem).partitionKey("A").build())).build();
        AccessPattern read = AccessPattern.builder("Archived", "Archive", Operation.GetItem).partitionKey("A").build();
        return new Model("M", ModelMetadata.of(""), List.of(Table.of("Users", PK), Table.of("Archive", PK)),
                List.of(tx, read), null);
    }

    @Test
    void putTable_whenATableAnActionNamesIsRenamed_renamesItInTheAction() {
        Model renamed = SchemaEdits.putTable(model(), "Archive", "Attic", PK);

        AccessPattern tx = renamed.accessPatterns().get(0);
        assertThat(tx.actions()).extracting(AccessPattern::table).containsExactly("Users", "Attic");
        assertThat(tx.table()).isEqualTo("Users");
        assertThat(renamed.accessPatterns().get(1).table()).isEqualTo("Attic");
    }

    @Test
    void removeTable_whenATransactionHasAnActionOnIt_removesTheTransaction() {
        Model removed = SchemaEdits.removeTable(model(), "Archive");

        assertThat(removed.accessPatterns()).as("a transaction cannot run without one of its tables").isEmpty();
    }
}
