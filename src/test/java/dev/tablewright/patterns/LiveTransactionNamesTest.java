package dev.tablewright.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.NameMapping.TableNames;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A mapped TransactGetItems' found items go back under the names of the table whose Get found them. */
class LiveTransactionNamesTest {
    private static final NameMapping MAPPING = NameMapping.identity()
            .with("Users", new TableNames("users-live", Map.of(), Map.of("id", "userKey")))
            .with("Emails", new TableNames("emails-live", Map.of(), Map.of("id", "emailKey")));

    private static TransactGetItemsRequest gets(String usersKey, String emailsKey, String usersTable, String emailsTable,
                                                String usersId, String emailsId) {
        return new TransactGetItemsRequest(List.of(
                GetItemRequest.of(usersTable, Item.of(Map.of(usersKey, AttributeValue.n(usersId)))),
                GetItemRequest.of(emailsTable, Item.of(Map.of(emailsKey, AttributeValue.n(emailsId))))), null);
    }

    @Test
    void toModel_whenAGetsKeyIsANumberWrittenOtherwise_matchesTheItemDynamoDbGivesInCanonicalForm() {
        TransactGetItemsRequest model = gets("id", "id", "Users", "Emails", "1", "2.0");
        TransactGetItemsRequest live = gets("userKey", "emailKey", "users-live", "emails-live", "1", "2.0");
        // the Users item is missing; DynamoDB gives the Emails item's key as 2, not 2.0
        Item found = Item.of(Map.of("emailKey", AttributeValue.n("2"), "address", AttributeValue.s("a@b.c")));

        List<Item> items = LiveTransactionNames.toModel(List.of(found), model, live, MAPPING);

        // matched by text, "2" was not "2.0": the item fell to the Users Get and kept its live name
        assertThat(items).containsExactly(Item.of(Map.of("id", AttributeValue.n("2"),
                "address", AttributeValue.s("a@b.c"))));
    }
}
