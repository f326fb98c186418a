package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model the differential tests run requests on: "Orders" (PK S, SK N; a GSI ByStatus with
 * INCLUDE Tags, an LSI ByDate KEYS_ONLY) and "Users" (Id S; a GSI ByName with ALL), a few items each.
 */
final class DifferentialModel {
    static final String ORDERS = "Orders";
    static final String USERS = "Users";

    private DifferentialModel() {
    }

    static Model create() {
        List<Item> orders = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s("c" + i % 5));
            a.put("SK", AttributeValue.n(i % 8));
            a.put("Status", AttributeValue.s(i % 3 == 0 ? "OPEN" : "CLOSED"));
            a.put("Total", AttributeValue.n(i * 3 + ".25"));
            a.put("Tags", AttributeValue.ss(List.of("t" + i % 4, "t9")));
            a.put("Date", AttributeValue.s("2024-0" + (1 + i % 9)));
            orders.add(Item.of(a));
        }
        List<Item> users = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            users.add(Item.of(Map.of("Id", AttributeValue.s("u" + i), "Name", AttributeValue.s("name" + i % 3),
                    "Age", AttributeValue.n(20 + i))));
        }
        Table ordersTable = new Table(ORDERS,
                KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.N)), List.of(),
                List.of(SecondaryIndex.gsi("ByStatus",
                        KeySchema.of(KeyAttribute.of("Status", ScalarType.S), KeyAttribute.of("Total", ScalarType.N)),
                        Projection.include(List.of("Tags")))),
                List.of(SecondaryIndex.lsi("ByDate",
                        KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("Date", ScalarType.S)),
                        Projection.keysOnly())),
                List.of(), orders, null, null, Extras.none());
        Table usersTable = new Table(USERS, KeySchema.of(KeyAttribute.of("Id", ScalarType.S)), List.of(),
                List.of(SecondaryIndex.gsi("ByName", KeySchema.of(KeyAttribute.of("Name", ScalarType.S)),
                        Projection.all())),
                List.of(), List.of(), users, null, null, Extras.none());
        return new Model("Differential", ModelMetadata.of("test"), List.of(ordersTable, usersTable), List.of(), null);
    }
}
