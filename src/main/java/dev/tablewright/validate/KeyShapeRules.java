package dev.tablewright.validate;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.validate.ValidationContext.LocatedIndex;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How many attributes a key has and that none repeats: a GSI key has 1 to 4 partition-key (HASH)
 * and 0 to 4 sort-key (RANGE) attributes; a table or LSI key exactly one HASH and at most one RANGE.
 * The messages are DynamoDB Local 3.3.1's CreateTable messages. (Each key attribute is S, N or B by
 * construction: the reader accepts no other type for a key.)
 */
final class KeyShapeRules implements ValidationRule {
    static final int MAX_GSI_KEY_ATTRIBUTES = 4;
    static final String KEY_SCHEMA_TOO_BIG =
            "Key Schema too big.  Key Schema must at most consist of the hash and range key of a table";

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            KeySchema tableKey = scope.table().keySchema();
            String tablePath = tableKey.isMultiAttribute() ? scope.extensionPath() + ".KeyAttributes" : scope.at("KeyAttributes");
            if (tableKey.partitionKeys().size() > 1) {
                out.add(Finding.error(tablePath,
                        "Too many hash keys specified.  All Dynamo DB tables must have exactly one hash key"));
            } else if (tableKey.sortKeys().size() > 1) {
                out.add(Finding.error(tablePath, KEY_SCHEMA_TOO_BIG));
            }
            checkDistinct(tableKey, tablePath, out);
            for (LocatedIndex located : scope.indexes()) {
                KeySchema key = located.index().keySchema();
                String path = keyPath(scope, located);
                if (located.index().isGlobal()) {
                    if (key.partitionKeys().size() > MAX_GSI_KEY_ATTRIBUTES) {
                        out.add(Finding.error(path, "Too many partition keys. GSI can have at most "
                                + MAX_GSI_KEY_ATTRIBUTES + " partition keys"));
                    }
                    if (key.sortKeys().size() > MAX_GSI_KEY_ATTRIBUTES) {
                        out.add(Finding.error(path, "Too many sort keys. GSI can have at most "
                                + MAX_GSI_KEY_ATTRIBUTES + " sort keys"));
                    }
                } else if (key.isMultiAttribute()) {
                    out.add(Finding.error(path, KEY_SCHEMA_TOO_BIG + " (index " + located.index().name()
                            + " is local; only a global secondary index may have a multi-attribute key)"));
                }
                checkDistinct(key, path, out);
            }
        }
    }

    /** Where a key's attributes are listed: the extension's full lists for a multi-attribute key. */
    static String keyPath(TableScope scope, LocatedIndex located) {
        return located.index().keySchema().isMultiAttribute()
                ? scope.extensionPath() + ".IndexKeyAttributes." + located.index().name()
                : located.path() + ".KeyAttributes";
    }

    /**
     * No attribute twice in a multi-attribute key. A key of one attribute of each kind keeps the
     * message KeySchemaRules gives it (DynamoDB's for a table's hash and range key).
     */
    private static void checkDistinct(KeySchema key, String path, List<Finding> out) {
        if (!key.isMultiAttribute()) {
            return;
        }
        Set<String> seen = new HashSet<>();
        for (KeyAttribute a : key.attributes()) {
            if (!seen.add(a.name())) {
                out.add(Finding.error(path, "Two keys can not have the same name (" + a.name() + ")"));
                return;
            }
        }
    }
}
