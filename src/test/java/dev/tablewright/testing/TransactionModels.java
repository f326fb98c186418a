package dev.tablewright.testing;

import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The MCP tickets schema (four transactions: register_user, assign_ticket, get_user_and_email,
 * close_account) imported, with the items its transactions' defaults name and a frequency on each
 * pattern, for the tests of capacity, review and the command line on transactions.
 */
public final class TransactionModels {
    public static final Path TICKETS = Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json");

    private TransactionModels() {
    }

    /** The tickets model, every pattern at {@code perSecond}, with the default user (a 1,900-byte name: under 2 KB), email and ticket. */
    public static Model tickets(double perSecond) throws Exception {
        Model model = ModelImports.read(TICKETS).model();
        List<Table> tables = new ArrayList<>();
        for (Table t : model.tables()) {
            List<Item> items = switch (t.name()) {
                case "Users" -> List.of(item("pk", "USER#sample_user_id", "user_id", "sample_user_id",
                        "email", "sample_email", "display_name", "n".repeat(1900)));
                case "EmailLookup" -> List.of(item("pk", "EMAIL#sample_email", "user_id", "sample_user_id"));
                default -> List.of(item("pk", "TICKET#sample_ticket_id", "sk", "META", "title", "A title",
                        "status", "OPEN", "assignee_pk", "ASSIGNEE#someone").with("priority", AttributeValue.n("3")));
            };
            tables.add(t.withItems(items));
        }
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : model.accessPatterns()) {
            if (p.name().equals("register_user")) { // a new user, where the others name the one there
                p = withDefault(withDefault(p, "user_id", "new_user_id"), "email", "new_email");
            }
            patterns.add(withFrequency(p, perSecond));
        }
        return model.withTables(tables).withAccessPatterns(patterns);
    }

    /** The pattern at another frequency. */
    public static AccessPattern withFrequency(AccessPattern p, double perSecond) {
        return new AccessPattern(p.name(), p.description(), p.table(), p.index(), p.operation(), p.partitionKeys(),
                p.sortKeys(), p.parameters(), p.filterExpression(), p.updateExpression(), p.conditionExpression(),
                p.expressionAttributeNames(), p.expressionAttributeValues(), p.item(), p.projection(),
                p.scanIndexForward(), p.limit(), p.consistency(), p.fanOut(), perSecond, p.actions());
    }

    /** The transaction with another default for one of its parameters (the actions bind the transaction's). */
    public static AccessPattern withDefault(AccessPattern p, String parameter, String value) {
        List<Parameter> parameters = p.parameters().stream()
                .map(q -> q.name().equals(parameter) ? new Parameter(q.name(), value, q.description()) : q).toList();
        return new AccessPattern(p.name(), p.description(), p.table(), p.index(), p.operation(), p.partitionKeys(),
                p.sortKeys(), parameters, p.filterExpression(), p.updateExpression(), p.conditionExpression(),
                p.expressionAttributeNames(), p.expressionAttributeValues(), p.item(), p.projection(),
                p.scanIndexForward(), p.limit(), p.consistency(), p.fanOut(), p.frequencyPerSecond(), p.actions());
    }

    private static Item item(String... namesAndValues) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put(namesAndValues[i], AttributeValue.s(namesAndValues[i + 1]));
        }
        return Item.of(map);
    }
}
