package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.sample.SampleDataGenerator;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MCP code-generation schemas written from the server's schema generator guide and schema
 * definition (with its filter, range-query, cross-table and usage-data documents) in three
 * domains: a shop (one table, an INCLUDE and a KEYS_ONLY GSI, filters, ranges, batches), a chat
 * (a number sort key, a multi-attribute GSI, a sparse index, two tables) and a ticket desk
 * without usage data (three tables, four transactions). Each is read table by table, index by
 * index, facet by facet and pattern by pattern, and every pattern runs in memory.
 */
class McpSchemaImportTest {
    private static final Path DIR = Path.of("src/test/resources/imports/mcp-schema");

    @TempDir
    Path temp;

    private static ImportedModel read(String domain) throws Exception {
        return ModelImports.read(DIR.resolve(domain).resolve("schema.json"));
    }

    @Test
    void read_whenShop_givesTheTableItsIndexesFacetsItemsAndPatterns() throws Exception {
        ImportedModel imported = read("shop");
        Model model = imported.model();

        assertThat(imported.format()).isEqualTo(ImportFormat.MCP_SCHEMA);
        assertThat(model.name()).as("schema.json: named after its folder").isEqualTo("shop");
        Table shop = model.tables().get(0);
        assertThat(shop.name()).isEqualTo("ShopTable");
        assertThat(shop.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.S)));
        assertThat(shop.globalSecondaryIndexes()).containsExactly(
                SecondaryIndex.gsi("StatusIndex", KeySchema.of(KeyAttribute.of("gsi1_pk", ScalarType.S),
                        KeyAttribute.of("gsi1_sk", ScalarType.S)), Projection.include(List.of("total", "customer_id", "item_skus"))),
                SecondaryIndex.gsi("ProductsByCategory", KeySchema.of(KeyAttribute.of("category", ScalarType.S),
                        KeyAttribute.of("price", ScalarType.N)), Projection.keysOnly()));
        assertThat(shop.nonKeyAttributes()).as("fields typed; index keys are key attributes").contains(
                new AttributeDefinition("loyalty_points", AttributeType.N), new AttributeDefinition("preferences", AttributeType.M),
                new AttributeDefinition("total", AttributeType.N), new AttributeDefinition("item_skus", AttributeType.L),
                new AttributeDefinition("in_stock", AttributeType.BOOL), new AttributeDefinition("coupon", AttributeType.S))
                .extracting(AttributeDefinition::name).doesNotContain("category", "price", "gsi1_pk");

        assertThat(shop.facets()).extracting(Facet::name).containsExactly("Customer", "Order", "Product");
        Facet customer = shop.findFacet("Customer").orElseThrow();
        assertThat(customer.partitionKeyTemplate()).isEqualTo(KeyTemplate.of("CUSTOMER#${customer_id}"));
        assertThat(customer.sortKeyTemplate()).isEqualTo(KeyTemplate.of("PROFILE"));
        assertThat(customer.extras()).isEqualTo(new Extras(Map.of(McpSchemaImporter.ENTITY_TYPE_KEY, "\"CUSTOMER\"")));
        assertThat(customer.items()).containsExactly(Item.of(map("pk", AttributeValue.s("CUSTOMER#cust_789"),
                "sk", AttributeValue.s("PROFILE"), "customer_id", AttributeValue.s("cust_789"),
                "email", AttributeValue.s("ana.lima@example.com"), "name", AttributeValue.s("Ana Lima"),
                "loyalty_points", AttributeValue.n("120"), "preferences", AttributeValue.m(map("newsletter",
                        AttributeValue.bool(true), "currency", AttributeValue.s("EUR"))))));
        Facet order = shop.findFacet("Order").orElseThrow();
        assertThat(order.sortKeyTemplate()).isEqualTo(KeyTemplate.of("ORDER#${order_date}#${order_id}"));
        assertThat(order.nonKeyAttributes()).containsExactly("customer_id", "order_id", "order_date", "status", "total",
                "item_skus", "coupon", "gsi1_pk", "gsi1_sk");
        assertThat(order.generators()).as("index keys from their templates, after the fields they use")
                .containsEntry("gsi1_pk", "STATUS#${status}").containsEntry("gsi1_sk", "${order_date}")
                .doesNotContainKey("item_skus");
        Item sample = order.items().get(0);
        assertThat(sample.get("sk")).isEqualTo(AttributeValue.s("ORDER#2024-03-05#ord_9876"));
        assertThat(sample.get("gsi1_pk")).as("the index key filled from gsi_mappings").isEqualTo(AttributeValue.s("STATUS#SHIPPED"));
        assertThat(sample.get("gsi1_sk")).isEqualTo(AttributeValue.s("2024-03-05"));
        assertThat(sample.get("total")).isEqualTo(AttributeValue.n("149.99"));
        assertThat(sample.get("item_skus")).isEqualTo(AttributeValue.l(List.of(AttributeValue.s("sku-1"), AttributeValue.s("sku-2"))));
        Facet product = shop.findFacet("Product").orElseThrow();
        assertThat(product.items().get(0).get("price")).as("a number key").isEqualTo(AttributeValue.n("79.5"));
        assertThat(product.generators()).as("an index key that is itself a field needs no generator of its own")
                .containsEntry("price", "#{numerify '##.##'}").containsEntry("in_stock", "#{options.option 'true','false'}");

        assertThat(model.accessPatterns()).extracting(AccessPattern::name).containsExactly("get_customer", "put_customer",
                "get_customer_with_orders", "get_customer_orders_since", "get_orders_by_status", "update_order_status",
                "delete_order", "get_orders_batch", "list_products_under_price", "find_products_by_tag", "import_products");
        assertThat(pattern(model, "get_customer")).isEqualTo(AccessPattern.builder("get_customer", "ShopTable", Operation.GetItem)
                .description("AP1: Get a customer's profile").partitionKey("CUSTOMER#${customer_id}")
                .sortKey(SortKeyCondition.of(KeyOperator.EQ, "PROFILE")).consistency(ReadConsistency.STRONG)
                .parameters(List.of(new Parameter("customer_id", "cust_789", "string"))).build());
        AccessPattern put = pattern(model, "put_customer");
        assertThat(put.operation()).isEqualTo(Operation.PutItem);
        assertThat(put.item()).as("scalar fields; the object field named as left out").containsOnlyKeys("customer_id",
                "email", "name", "loyalty_points").containsEntry("loyalty_points", TemplateValue.of(AttributeType.N, "${loyalty_points}"));
        assertThat(put.defaults()).as("access_pattern_data: another key than the sample item's")
                .containsEntry("customer_id", "cust_5432").containsEntry("loyalty_points", "15");
        assertThat(pattern(model, "get_customer_with_orders").sortKeys()).as("mixed_data: the whole item collection").isEmpty();
        assertThat(pattern(model, "get_customer_orders_since")).isEqualTo(AccessPattern.builder("get_customer_orders_since",
                "ShopTable", Operation.Query).description("AP4: A customer's orders since a date, cancelled ones left out")
                .partitionKey("CUSTOMER#${customer_id}").sortKey(SortKeyCondition.of(KeyOperator.GE, "ORDER#${since_date}"))
                .filter("#status <> :excluded_status").names(Map.of("#status", "status"))
                .values(Map.of(":excluded_status", TemplateValue.of(AttributeType.S, "${excluded_status}")))
                .parameters(List.of(new Parameter("customer_id", "cust_789", "string"),
                        new Parameter("since_date", "2024-03-05", "string"),
                        new Parameter("excluded_status", "CANCELLED", "string"))).build());
        AccessPattern byStatus = pattern(model, "get_orders_by_status");
        assertThat(byStatus.index()).isEqualTo("StatusIndex");
        assertThat(byStatus.partitionKeys()).containsExactly(KeyTemplate.of("STATUS#${status}"));
        assertThat(byStatus.sortKey()).isEqualTo(SortKeyCondition.between("${start_date}", "${end_date}"));
        assertThat(byStatus.filterExpression()).isEqualTo("#total >= :min_total AND size(#item_skus) > :min_items");
        assertThat(byStatus.expressionAttributeValues()).containsEntry(":min_total", TemplateValue.of(AttributeType.N, "${min_total}"))
                .containsEntry(":min_items", TemplateValue.of(AttributeType.N, "${min_items}"));
        assertThat(byStatus.defaults()).as("filter_values").containsEntry("min_total", "100").containsEntry("min_items", "1");
        AccessPattern update = pattern(model, "update_order_status");
        assertThat(update.updateExpression()).isEqualTo("SET #status = :status");
        assertThat(update.defaults()).as("update_data").containsEntry("status", "DELIVERED");
        assertThat(pattern(model, "delete_order").operation()).isEqualTo(Operation.DeleteItem);
        assertThat(pattern(model, "get_orders_batch").operation()).isEqualTo(Operation.GetItem);
        AccessPattern underPrice = pattern(model, "list_products_under_price");
        assertThat(underPrice.partitionKeys()).containsExactly(KeyTemplate.of("${category}"));
        assertThat(underPrice.sortKey()).isEqualTo(SortKeyCondition.of(KeyOperator.LE, "${max_price}"));
        assertThat(pattern(model, "find_products_by_tag").filterExpression())
                .isEqualTo("contains(#tags, :tag) OR #category IN (:cat1, :cat2)");
        assertThat(pattern(model, "import_products").operation()).isEqualTo(Operation.PutItem);

        assertThat(imported.leftOut()).containsExactly(
                "put_customer (pattern_id 2): fields preferences of Customer are not written (a pattern's item holds strings, numbers and booleans)",
                "get_orders_batch (pattern_id 8): BatchGetItem read as one GetItem (a pattern is one request)",
                "import_products (pattern_id 11): fields tags of Product are not written (a pattern's item holds strings, numbers and booleans)",
                "import_products (pattern_id 11): BatchWriteItem read as one PutItem (a pattern is one request)",
                "return_type single_entity, mixed_data, entity_list, success_flag, void (the generated code's; a pattern returns what DynamoDB returns)");
    }

    @Test
    void read_whenChat_readsNumberKeysAMultiAttributeIndexAndASparseOne() throws Exception {
        ImportedModel imported = read("chat");
        Model model = imported.model();

        assertThat(model.tables()).extracting(Table::name).containsExactly("ChatMessages", "ChatRooms");
        Table messages = model.tables().get(0);
        assertThat(messages.keySchema()).as("keys that are fields: an integer field is a number key").isEqualTo(
                KeySchema.of(KeyAttribute.of("room_id", ScalarType.S), KeyAttribute.of("sent_at", ScalarType.N)));
        assertThat(messages.globalSecondaryIndexes()).containsExactly(SecondaryIndex.gsi("AuthorTimeline", KeySchema.of(
                List.of(KeyAttribute.of("workspace_id", ScalarType.S), KeyAttribute.of("author_id", ScalarType.S)),
                List.of(KeyAttribute.of("thread_id", ScalarType.S), KeyAttribute.of("sent_at", ScalarType.N))), Projection.keysOnly()));
        Facet message = messages.findFacet("Message").orElseThrow();
        assertThat(message.partitionKeyTemplate()).isEqualTo(KeyTemplate.of("${room_id}"));
        assertThat(message.nonKeyAttributes()).as("the table's keys are not the facet's attributes")
                .containsExactly("message_id", "workspace_id", "author_id", "thread_id", "body", "reactions", "edited", "mentions");
        assertThat(message.items().get(0).get("sent_at")).isEqualTo(AttributeValue.n("1717236000"));
        assertThat(message.items().get(0).get("reactions")).isEqualTo(AttributeValue.m(Map.of("thumbs_up", AttributeValue.n("3"))));
        assertThat(message.generators()).containsEntry("message_id", "#{Internet.uuid}")
                .containsEntry("sent_at", "#{number.numberBetween '1','1000'}").doesNotContainKey("reactions");

        Table rooms = model.tables().get(1);
        assertThat(rooms.keySchema()).as("no sort key").isEqualTo(KeySchema.of(KeyAttribute.of("pk", ScalarType.S)));
        assertThat(rooms.globalSecondaryIndexes()).containsExactly(SecondaryIndex.gsi("RoomsByTopic", KeySchema.of(
                KeyAttribute.of("topic_pk", ScalarType.S), KeyAttribute.of("created_at", ScalarType.S)), Projection.all()));
        Facet room = rooms.findFacet("Room").orElseThrow();
        assertThat(room.sortKeyTemplate()).isNull();
        assertThat(room.items().get(0).get("topic_pk")).isEqualTo(AttributeValue.s("TOPIC#releases"));

        assertThat(model.accessPatterns()).extracting(AccessPattern::name).containsExactly("get_message", "post_message",
                "get_room_messages_between", "get_author_thread", "get_author_thread_since", "edit_message",
                "scan_unedited_mentions", "get_room", "rooms_by_topic_in_month", "delete_room");
        assertThat(pattern(model, "get_message")).isEqualTo(AccessPattern.builder("get_message", "ChatMessages", Operation.GetItem)
                .description("AP20: One message, read after write").partitionKey("${room_id}")
                .sortKey(SortKeyCondition.of(KeyOperator.EQ, "${sent_at}")).consistency(ReadConsistency.STRONG)
                .parameters(List.of(new Parameter("room_id", "room_789", "string"), new Parameter("sent_at", "1717236000", "integer")))
                .build());
        AccessPattern post = pattern(model, "post_message");
        assertThat(post.item()).as("the index's key attributes are fields, written as such").containsOnlyKeys("message_id",
                "workspace_id", "author_id", "thread_id", "body", "edited")
                .containsEntry("edited", TemplateValue.of(AttributeType.BOOL, "${edited}"));
        assertThat(post.defaults()).containsEntry("room_id", "room_4321").containsEntry("sent_at", "1717239600");
        assertThat(pattern(model, "get_room").partitionKeys()).containsExactly(KeyTemplate.of("ROOM#${room_id}"));
        assertThat(pattern(model, "get_room").sortKeys()).isEmpty();
        AccessPattern deleteRoom = pattern(model, "delete_room");
        assertThat(deleteRoom.operation()).isEqualTo(Operation.DeleteItem);
        assertThat(deleteRoom.table()).isEqualTo("ChatRooms");
        AccessPattern between = pattern(model, "get_room_messages_between");
        assertThat(between.sortKey()).isEqualTo(SortKeyCondition.between("${from_ts}", "${to_ts}"));
        assertThat(between.consistency()).isEqualTo(ReadConsistency.STRONG);
        assertThat(between.defaults()).as("a range's default: the sample's value of the key it compares")
                .containsEntry("from_ts", "1717236000").containsEntry("to_ts", "1717236000");
        AccessPattern thread = pattern(model, "get_author_thread");
        assertThat(thread.partitionKeys()).containsExactly(KeyTemplate.of("${workspace_id}"), KeyTemplate.of("${author_id}"));
        assertThat(thread.sortKeys()).as("equality on the first sort attribute, none on the second")
                .containsExactly(SortKeyCondition.of(KeyOperator.EQ, "${thread_id}"));
        AccessPattern since = pattern(model, "get_author_thread_since");
        assertThat(since.sortKeys()).containsExactly(SortKeyCondition.of(KeyOperator.EQ, "${thread_id}"),
                SortKeyCondition.of(KeyOperator.GE, "${since_ts}"));
        assertThat(since.consistency()).as("a GSI reads eventually consistent").isEqualTo(ReadConsistency.EVENTUAL);
        AccessPattern edit = pattern(model, "edit_message");
        assertThat(edit.updateExpression()).isEqualTo("SET #body = :body, #edited = :edited");
        assertThat(edit.expressionAttributeValues()).containsEntry(":edited", TemplateValue.of(AttributeType.BOOL, "${edited}"));
        assertThat(pattern(model, "scan_unedited_mentions").filterExpression())
                .isEqualTo("#edited = :is_edited AND contains(#mentions, :mentioned) AND attribute_exists(#reactions)");
        AccessPattern byTopic = pattern(model, "rooms_by_topic_in_month");
        assertThat(byTopic.sortKey()).isEqualTo(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "${month}"));

        assertThat(imported.leftOut()).containsExactly(
                "post_message (pattern_id 21): fields reactions, mentions of Message are not written (a pattern's item holds strings, numbers and booleans)",
                "get_author_thread_since (pattern_id 24): consistent_read on index AuthorTimeline (a GSI reads eventually consistent)",
                "edit_message (pattern_id 25): parameter edit_reason (no key template, range, filter or field of Message takes it)",
                "return_type single_entity, entity_list, success_flag (the generated code's; a pattern returns what DynamoDB returns)",
                "usage_data.json: entity Reaction (schema.json has no such entity)");
    }

    @Test
    void read_whenTicketsWithoutUsageData_givesEachTransactionOnePatternOfItsActionsAndPlaceholderDefaults() throws Exception {
        ImportedModel imported = read("tickets");
        Model model = imported.model();

        assertThat(model.tables()).extracting(Table::name).containsExactly("Users", "EmailLookup", "Tickets");
        assertThat(model.tables()).allSatisfy(t -> assertThat(t.allItems()).as("no usage data, no items").isEmpty());
        Table tickets = model.findTable("Tickets").orElseThrow();
        assertThat(tickets.globalSecondaryIndexes()).containsExactly(SecondaryIndex.gsi("AssigneeQueue", KeySchema.of(
                KeyAttribute.of("assignee_pk", ScalarType.S), KeyAttribute.of("priority", ScalarType.N)), Projection.all()));
        assertThat(tickets.facets()).extracting(Facet::name).containsExactly("Ticket", "Comment");

        assertThat(pattern(model, "get_user").defaults()).as("the generator's placeholder").containsExactly(
                Map.entry("user_id", "sample_user_id"));
        assertThat(model.findTable("Users").orElseThrow().keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("pk", ScalarType.S)));
        assertThat(model.findTable("Users").orElseThrow().findFacet("User").orElseThrow().partitionKeyTemplate())
                .isEqualTo(KeyTemplate.of("USER#${user_id}"));
        assertThat(model.findTable("EmailLookup").orElseThrow().findFacet("EmailLookup").orElseThrow().nonKeyAttributes())
                .containsExactly("email", "user_id");
        assertThat(tickets.findFacet("Ticket").orElseThrow().generators()).containsEntry("assignee_pk", "ASSIGNEE#${assignee_id}");
        AccessPattern queue = pattern(model, "get_assignee_queue");
        assertThat(queue.sortKey()).isEqualTo(SortKeyCondition.of(KeyOperator.GE, "${min_priority}"));
        assertThat(queue.filterExpression()).isEqualTo("#status IN (:open_status, :waiting_status)");
        assertThat(queue.defaults()).as("the parameters' own defaults").containsEntry("open_status", "OPEN")
                .containsEntry("min_priority", "1");
        assertThat(pattern(model, "get_ticket_comments").sortKey()).as("entity_list: the entity's fixed prefix")
                .isEqualTo(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "COMMENT#"));
        assertThat(pattern(model, "get_ticket_thread").sortKeys()).isEmpty();
        assertThat(pattern(model, "get_email_owner").consistency()).isEqualTo(ReadConsistency.STRONG);
        assertThat(pattern(model, "get_email_owner").table()).isEqualTo("EmailLookup");
        AccessPattern comment = pattern(model, "add_comment");
        assertThat(comment.sortKey()).isEqualTo(SortKeyCondition.of(KeyOperator.EQ, "COMMENT#${created_at}#${comment_id}"));
        assertThat(comment.item()).containsOnlyKeys("ticket_id", "comment_id", "created_at", "author_id", "body");
        assertThat(pattern(model, "open_ticket").item()).as("an optional field without a value stays out, and its index key")
                .containsOnlyKeys("ticket_id", "title", "priority", "status");

        assertThat(model.accessPatterns()).extracting(AccessPattern::name).endsWith("register_user", "assign_ticket",
                "get_user_and_email", "close_account");
        AccessPattern register = pattern(model, "register_user");
        assertThat(register.operation()).isEqualTo(Operation.TransactWriteItems);
        assertThat(register.tables()).containsExactly("Users", "EmailLookup");
        assertThat(register.actions()).extracting(AccessPattern::name).containsExactly("1: Put User", "2: Put EmailLookup");
        assertThat(register.parameters()).extracting(Parameter::name).as("the actions' parameters, each once")
                .containsExactly("user_id", "email", "display_name", "seats");
        assertThat(register.actions().get(1)).isEqualTo(AccessPattern.builder(
                        "2: Put EmailLookup", "EmailLookup", Operation.PutItem)
                .description("AP100: Create a user and claim the email address at once (TransactWrite, action 2 of 2)")
                .partitionKey("EMAIL#${email}").condition("attribute_not_exists(pk)")
                .item(Map.of("email", TemplateValue.of(AttributeType.S, "${email}"), "user_id", TemplateValue.of(AttributeType.S, "${user_id}")))
                .parameters(List.of(new Parameter("email", "sample_email", "string"), new Parameter("user_id", "sample_user_id", "string")))
                .build());
        AccessPattern assignTicket = pattern(model, "assign_ticket");
        assertThat(assignTicket.actions()).extracting(AccessPattern::operation)
                .containsExactly(Operation.ConditionCheck, Operation.UpdateItem);
        AccessPattern check = assignTicket.actions().get(0);
        assertThat(check.table()).isEqualTo("Users");
        assertThat(check.conditionExpression()).isEqualTo("attribute_exists(pk)");
        AccessPattern assign = assignTicket.actions().get(1);
        assertThat(assign.table()).isEqualTo("Tickets");
        assertThat(assign.updateExpression()).isEqualTo("SET #assignee_id = :assignee_id");
        assertThat(assign.conditionExpression()).isEqualTo("attribute_exists(pk)");
        AccessPattern getBoth = pattern(model, "get_user_and_email");
        assertThat(getBoth.operation()).isEqualTo(Operation.TransactGetItems);
        assertThat(getBoth.actions()).extracting(AccessPattern::operation).containsOnly(Operation.GetItem);
        assertThat(getBoth.actions().get(0).consistency()).isEqualTo(ReadConsistency.STRONG);
        assertThat(pattern(model, "close_account").actions().get(1).conditionExpression()).isNull();

        assertThat(imported.leftOut()).as("a transaction keeps its all or nothing: nothing of it is left out")
                .noneMatch(line -> line.contains("one by one") || line.contains("ConditionCheck"));
        assertThat(imported.leftOut()).contains(
                "get_user_and_email (pattern_id 102): return_type object (the generated code's)");
    }

    @Test
    void read_whenEachDomain_givesAValidModelWhosePatternsRunInMemory() throws Exception {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String domain : List.of("shop", "chat")) {
            Model model = read(domain).model();
            assertThat(new ModelValidator().validate(model)).as(domain).noneMatch(f -> f.severity() == Severity.ERROR);
            for (AccessPattern pattern : model.accessPatterns()) {
                try (PatternTarget memory = PatternTarget.inMemory()) {
                    counts.put(pattern.name(), memory.run(model, PatternBinder.bind(model, pattern, Map.of())).result().items().size());
                }
            }
        }
        assertThat(counts).as("each on the sample items, with its defaults").containsExactly(
                Map.entry("get_customer", 1), Map.entry("put_customer", 1), Map.entry("get_customer_with_orders", 2),
                // the profile sorts after ORDER#, and <> is true where status is missing: the design's own catch
                Map.entry("get_customer_orders_since", 2), Map.entry("get_orders_by_status", 1),
                Map.entry("update_order_status", 1), Map.entry("delete_order", 0), Map.entry("get_orders_batch", 1),
                Map.entry("list_products_under_price", 1), Map.entry("find_products_by_tag", 1), Map.entry("import_products", 1),
                Map.entry("get_message", 1), Map.entry("post_message", 1), Map.entry("get_room_messages_between", 1),
                Map.entry("get_author_thread", 1), Map.entry("get_author_thread_since", 1), Map.entry("edit_message", 1),
                Map.entry("scan_unedited_mentions", 1), Map.entry("get_room", 1), Map.entry("rooms_by_topic_in_month", 1),
                Map.entry("delete_room", 0));

        Model tickets = read("tickets").model();
        assertThat(new ModelValidator().validate(tickets)).noneMatch(f -> f.severity() == Severity.ERROR);
        Map<String, Integer> inOrder = new LinkedHashMap<>();
        try (PatternTarget memory = PatternTarget.inMemory()) {
            for (AccessPattern pattern : tickets.accessPatterns()) {
                inOrder.put(pattern.name(), memory.run(tickets, PatternBinder.bind(tickets, pattern, Map.of())).result().items().size());
            }
        }
        assertThat(inOrder).as("one after another on one table set: the writes make the later reads find items").containsExactly(
                Map.entry("get_user", 0), Map.entry("get_email_owner", 0), Map.entry("get_ticket_thread", 0),
                Map.entry("get_assignee_queue", 0), Map.entry("open_ticket", 1), Map.entry("get_ticket_comments", 0),
                Map.entry("add_comment", 1), Map.entry("register_user", 0), Map.entry("assign_ticket", 0),
                Map.entry("get_user_and_email", 2), Map.entry("close_account", 0));
    }

    @Test
    void generate_whenFacetMapsAnIndex_fillsItsIndexKeysFromTheTemplates() throws Exception {
        Table shop = read("shop").model().tables().get(0);

        List<Item> orders = new SampleDataGenerator(7).generate(shop, "Order", 5);

        assertThat(orders).hasSize(5).allSatisfy(o -> {
            assertThat(o.get("gsi1_pk")).isEqualTo(AttributeValue.s("STATUS#" + ((AttributeValue.S) o.get("status")).value()));
            assertThat(o.get("gsi1_sk")).isEqualTo(o.get("order_date"));
            assertThat(o.get("sk")).isEqualTo(AttributeValue.s("ORDER#" + ((AttributeValue.S) o.get("order_date")).value()
                    + "#" + ((AttributeValue.S) o.get("order_id")).value()));
        });
    }

    @Test
    void read_whenSchemaIsWrong_failsInOneLineNamingTheFileAndPlace() throws Exception {
        Path noField = write("a", "{\"tables\": [{\"table_config\": {\"table_name\": \"T\", \"partition_key\": \"pk\"},\n"
                + " \"entities\": {\"User\": {\"entity_type\": \"USER\", \"pk_template\": \"USER#{id}\",\n"
                + "  \"fields\": [{\"name\": \"user_id\", \"type\": \"string\", \"required\": true}], \"access_patterns\": []}}}]}");
        Path badIndex = write("b", "{\"tables\": [{\"table_config\": {\"table_name\": \"T\", \"partition_key\": \"pk\"},\n"
                + " \"entities\": {\"User\": {\"pk_template\": \"{user_id}\", \"gsi_mappings\": [\n"
                + "  {\"name\": \"ByEmail\", \"pk_template\": \"{user_id}\"}],\n"
                + "  \"fields\": [{\"name\": \"user_id\", \"type\": \"string\", \"required\": true}]}}}]}");
        Path badType = write("c", "{\"tables\": [{\"table_config\": {\"table_name\": \"T\", \"partition_key\": \"pk\"},\n"
                + " \"entities\": {\"User\": {\"pk_template\": \"{user_id}\",\n"
                + "  \"fields\": [{\"name\": \"user_id\", \"type\": \"float\", \"required\": true}]}}}]}");

        assertThatThrownBy(() -> ModelImports.read(noField)).isInstanceOf(ImportException.class).hasMessage(noField
                + ":2: tables[0].entities.User: the template USER#${id} names id, which is not a field");
        assertThatThrownBy(() -> ModelImports.read(badIndex)).isInstanceOf(ImportException.class).hasMessage(badIndex
                + ":3: tables[0].entities.User.gsi_mappings: ByEmail is not in the table's gsi_list");
        Path badScan = write("f", "{\"tables\": [{\"table_config\": {\"table_name\": \"T\", \"partition_key\": \"pk\"},\n"
                + " \"entities\": {\"User\": {\"pk_template\": \"{user_id}\",\n"
                + "  \"fields\": [{\"name\": \"user_id\", \"type\": \"string\", \"required\": true}],\n"
                + "  \"access_patterns\": [{\"pattern_id\": 1, \"name\": \"all\", \"operation\": \"Scan\",\n"
                + "   \"index_name\": \"Nowhere\", \"parameters\": []}]}}}]}");
        assertThatThrownBy(() -> ModelImports.read(badScan)).isInstanceOf(ImportException.class).hasMessage(badScan
                + ":5: tables[0].entities.User.access_patterns[0]: index_name Nowhere is not in the table's gsi_list");
        assertThatThrownBy(() -> ModelImports.read(badType)).isInstanceOf(ImportException.class).hasMessage(badType
                + ":3: tables[0].entities.User.fields[0]: type 'float' is not one of string, integer, decimal, boolean, "
                + "array, object, uuid");
    }

    @Test
    void read_whenFieldsBeyondTheSchemaDefinition_namesEachAsLeftOut() throws Exception {
        Path schema = write("e", "{\"version\": \"2\", \"tables\": [{\"table_config\": {\"table_name\": \"Things\","
                + " \"partition_key\": \"pk\", \"ttl_attribute\": \"expires\"},\n"
                + " \"entities\": {\"Thing\": {\"pk_template\": \"THING#{id}\", \"color\": \"red\",\n"
                + "  \"fields\": [{\"name\": \"id\", \"type\": \"string\", \"required\": true, \"unique\": true}],\n"
                + "  \"access_patterns\": [{\"pattern_id\": 1, \"name\": \"get_thing\", \"description\": \"A thing\","
                + " \"operation\": \"GetItem\", \"projection\": [\"id\"],"
                + " \"parameters\": [{\"name\": \"id\", \"type\": \"string\", \"format\": \"uuid\"}]}]}}}]}");

        ImportedModel imported = ModelImports.read(schema);

        assertThat(imported.leftOut()).containsExactly(
                "tables[0].table_config.ttl_attribute (not a field of the code generator's schema)",
                "tables[0].entities.Thing.color (not a field of the code generator's schema)",
                "tables[0].entities.Thing.fields[0].unique (not a field of the code generator's schema)",
                "tables[0].entities.Thing.access_patterns[0].projection (not a field of the code generator's schema)",
                "tables[0].entities.Thing.access_patterns[0].parameters[0].format (not a field of the code generator's schema)",
                "version (not a part of a schema.json)");
        assertThat(imported.model().accessPatterns()).extracting(AccessPattern::name).containsExactly("get_thing");
    }

    @Test
    void read_whenUsageDataLacksAKeyValueOrIsReadAlone_failsInOneLine() throws Exception {
        Path schema = write("d", "{\"tables\": [{\"table_config\": {\"table_name\": \"T\", \"partition_key\": \"pk\"},\n"
                + " \"entities\": {\"User\": {\"pk_template\": \"USER#{user_id}\",\n"
                + "  \"fields\": [{\"name\": \"user_id\", \"type\": \"string\", \"required\": true},"
                + " {\"name\": \"name\", \"type\": \"string\", \"required\": true}]}}}]}");
        Path usage = schema.resolveSibling("usage_data.json");
        Files.writeString(usage, "{\"entities\": {\"User\": {\"sample_data\": {\"name\": \"Ana\"}}}}");

        assertThatThrownBy(() -> ModelImports.read(schema)).isInstanceOf(ImportException.class).hasMessage(usage.toAbsolutePath()
                + ": entities.User.sample_data has no value for user_id, which the key template USER#${user_id} needs");
        assertThatThrownBy(() -> ModelImports.read(usage)).isInstanceOf(ImportException.class).hasMessage(usage
                + ": this looks like an MCP usage_data.json (sample values by entity): import the schema.json beside it, "
                + "which reads it too");
        assertThat(ModelImports.detect(schema, Files.readString(schema))).isEqualTo(ImportFormat.MCP_SCHEMA);
    }

    private Path write(String folder, String text) throws Exception {
        Path dir = Files.createDirectories(temp.resolve(folder));
        return Files.writeString(dir.resolve("schema.json"), text);
    }

    private static Map<String, AttributeValue> map(Object... pairs) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
        }
        return map;
    }

    private static AccessPattern pattern(Model model, String name) {
        return model.findPattern(name).orElseThrow(() -> new AssertionError("no pattern " + name));
    }
}
