package dev.tablewright.validate;

import dev.tablewright.validate.ValidationContext.LocatedIndex;
import dev.tablewright.validate.ValidationContext.TableScope;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Names and counts: table and index names of 3 to 255 characters from [a-zA-Z0-9_.-], no two
 * tables or two indexes of a table with one name, at most 20 GSIs and 5 LSIs per table, key
 * attribute names of 1 to 255 bytes.
 */
final class NameRules implements ValidationRule {
    static final int MAX_GSIS = 20;
    static final int MAX_LSIS = 5;
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        Set<String> tableNames = new HashSet<>();
        for (TableScope scope : context.tables()) {
            String name = scope.table().name();
            checkName(name, "tableName", scope.at("TableName"), out);
            if (!tableNames.add(name)) {
                out.add(Finding.error(scope.at("TableName"), "Table already exists: " + name
                        + " (the model has two tables of this name)"));
            }
            checkIndexes(scope, out);
            checkKeyNames(scope, out);
        }
    }

    /** Key attribute names take 1 to 255 bytes. */
    private void checkKeyNames(TableScope scope, List<Finding> out) {
        checkKeyNames(scope.table().keySchema(), scope.at("KeyAttributes"), out);
        for (LocatedIndex located : scope.indexes()) {
            checkKeyNames(located.index().keySchema(), located.path() + ".KeyAttributes", out);
        }
    }

    private static void checkKeyNames(KeySchema schema, String path, List<Finding> out) {
        for (KeyAttribute key : schema.attributes()) {
            String at = path + (schema.partitionKeys().contains(key) ? ".PartitionKey" : ".SortKey") + ".AttributeName";
            int bytes = key.name().getBytes(StandardCharsets.UTF_8).length;
            String prefix = "1 validation error detected: Value '" + abbreviate(key.name())
                    + "' at 'keySchema.member.attributeName' failed to satisfy constraint: ";
            if (bytes == 0) {
                out.add(Finding.error(at, prefix + "Member must have length greater than or equal to 1"));
            } else if (bytes > 255) {
                out.add(Finding.error(at, prefix + "Member must have length less than or equal to 255"));
            }
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }

    private void checkIndexes(TableScope scope, List<Finding> out) {
        Set<String> indexNames = new HashSet<>();
        for (LocatedIndex located : scope.indexes()) {
            String name = located.index().name();
            String path = located.path() + ".IndexName";
            checkName(name, "indexName", path, out);
            if (!indexNames.add(name)) {
                out.add(Finding.error(path, "One or more parameter values were invalid: Duplicate index name: " + name));
            }
        }
        int gsis = scope.table().globalSecondaryIndexes().size();
        if (gsis > MAX_GSIS) {
            out.add(Finding.error(scope.at("GlobalSecondaryIndexes"),
                    "GlobalSecondaryIndex count exceeds the per-table limit of " + MAX_GSIS + " (this table has " + gsis + ")"));
        }
        int lsis = scope.table().localSecondaryIndexes().size();
        if (lsis > MAX_LSIS) {
            out.add(Finding.error(scope.extensionPath() + ".LocalSecondaryIndexes",
                    "Cannot have more than " + MAX_LSIS + " local secondary indexes per table (this table has " + lsis + ")"));
        }
    }

    private static void checkName(String name, String field, String path, List<Finding> out) {
        String prefix = "1 validation error detected: Value '" + name + "' at '" + field + "' failed to satisfy constraint: ";
        if (name.length() < 3) {
            out.add(Finding.error(path, prefix + "Member must have length greater than or equal to 3"));
        } else if (name.length() > 255) {
            out.add(Finding.error(path, prefix + "Member must have length less than or equal to 255"));
        }
        if (!name.isEmpty() && !NAME.matcher(name).matches()) {
            out.add(Finding.error(path, prefix + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+"));
        }
    }
}
