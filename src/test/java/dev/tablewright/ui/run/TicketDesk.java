package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A test model: the MCP schema's ticket desk (four transaction patterns) with a few items to run them on. */
public final class TicketDesk {
    private TicketDesk() {
    }

    /** The ticket desk with a user, their email claim and a ticket (the schema has no sample items). */
    public static Model model() throws Exception {
        Model model = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json")).model();
        model = with(model, "Users", DynamoJson.parseItem(
                "{\"pk\":{\"S\":\"USER#u1\"},\"user_id\":{\"S\":\"u1\"},\"email\":{\"S\":\"ann@example.com\"},"
                        + "\"display_name\":{\"S\":\"Ann\"},\"seats\":{\"N\":\"3\"}}"));
        model = with(model, "EmailLookup", DynamoJson.parseItem(
                "{\"pk\":{\"S\":\"EMAIL#ann@example.com\"},\"email\":{\"S\":\"ann@example.com\"},\"user_id\":{\"S\":\"u1\"}}"));
        return with(model, "Tickets", DynamoJson.parseItem("{\"pk\":{\"S\":\"TICKET#t1\"},\"sk\":{\"S\":\"META\"},"
                + "\"ticket_id\":{\"S\":\"t1\"},\"title\":{\"S\":\"Printer\"},\"priority\":{\"N\":\"2\"},"
                + "\"status\":{\"S\":\"OPEN\"}}"));
    }

    private static Model with(Model model, String table, Item item) {
        Table t = model.findTable(table).orElseThrow();
        assertThat(item.attributes().keySet()).as(table + "'s key").containsAll(t.keySchema().attributeNames());
        List<Item> items = new ArrayList<>(t.items());
        items.add(item);
        return model.withTable(t.withItems(items));
    }

}
