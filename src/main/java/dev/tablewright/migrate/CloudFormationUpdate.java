package dev.tablewright.migrate;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.diff.Change;
import dev.tablewright.diff.ChangeAction;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.formats.export.CloudFormationExporter;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What CloudFormation does when the stack's template, as {@code tablewright export} writes OLD, is
 * updated to NEW's: per {@code AWS::DynamoDB::Table} resource whether it is updated in place,
 * replaced (a new, empty table), refused, added or removed, and the stack updates, in order, that
 * succeed. The rules (DYNAMODB-SCALE-NOTES B2): one GSI created or deleted per update of a table (a
 * changed key or projection is both); a key schema or LSI change is a replacement, which a table with
 * a TableName (as the export writes) cannot have; the export's logical id follows the table's name,
 * so a rename removes one resource (with its items, under the default DeletionPolicy) and adds another.
 *
 * @param resources each table resource's verdict
 * @param updates the stack updates that succeed, in order, each as one line a table resource
 */
public record CloudFormationUpdate(List<Resource> resources, List<List<String>> updates) {
    /** What CloudFormation does with one resource. */
    public enum Verdict {
        UPDATE("updated in place"), ADD("added"), REMOVE("removed"), REPLACE("replaced"), FAIL("fails");

        private final String words;

        Verdict(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** One table resource: its logical id in the exported template, its table, the verdict and why. */
    public record Resource(String logicalId, String table, Verdict verdict, String reason) {
    }

    public static CloudFormationUpdate of(Model before, Model after, ModelDiff diff) {
        Map<String, String> oldIds = logicalIds(before);
        Map<String, String> newIds = logicalIds(after);
        List<Resource> resources = new ArrayList<>();
        List<List<String>> updates = new ArrayList<>();
        for (Table now : after.tables()) {
            List<Change> changes = diff.forTable(now.name()).stream().filter(c -> c.pattern() == null
                    && c.action() != ChangeAction.NONE).toList();
            String id = newIds.get(now.name());
            String oldName = diff.oldNameOf(now.name()).orElse(null);
            if (oldName == null) {
                resources.add(new Resource(id, now.name(), Verdict.ADD, "a new table"));
                at(updates, 0).add(id + ": add table " + now.name());
            } else if (!oldName.equals(now.name())) {
                String oldId = oldIds.get(oldName);
                resources.add(new Resource(oldId, oldName, Verdict.REMOVE, "renamed to " + now.name() + ": the "
                        + "export's logical id follows the name, so " + oldId + " leaves the template and, under the "
                        + "default DeletionPolicy (Delete), CloudFormation deletes " + oldName + " with its items"));
                resources.add(new Resource(id, now.name(), Verdict.ADD, "the renamed table, created empty"));
                at(updates, 0).add(id + ": add table " + now.name() + " beside " + oldId + " (keep " + oldId + ")");
                at(updates, 1).add("copy the items: tablewright migrate OLD NEW --rename " + oldName + "="
                        + now.name() + " --apply");
                at(updates, 2).add(oldId + ": set DeletionPolicy: Retain, then remove it from the template (the "
                        + "table stays, outside the stack, until you delete it)");
            } else if (changes.stream().anyMatch(c -> c.action() == ChangeAction.REPLACE_TABLE)) {
                String why = String.join(", ", changes.stream().filter(c -> c.action() == ChangeAction.REPLACE_TABLE)
                        .map(Change::kind).distinct().toList());
                resources.add(new Resource(id, now.name(), Verdict.FAIL, why + " needs a replacement, and "
                        + "CloudFormation cannot update a stack when a custom-named resource (TableName " + now.name()
                        + ") requires replacing; a replacement would also be a new, empty table"));
                at(updates, 0).add(id + ": cannot change in place; give NEW's table a new name (such as "
                        + now.name() + "V2), then follow the steps of a renamed table");
            } else {
                inPlace(id, now.name(), changes, resources, updates);
            }
        }
        for (Change c : diff.changes()) {
            if (c.action() == ChangeAction.DELETE_TABLE) {
                String oldId = oldIds.get(c.table());
                resources.add(new Resource(oldId, c.table(), Verdict.REMOVE, "under the default DeletionPolicy "
                        + "(Delete) CloudFormation deletes the table with its items; set DeletionPolicy: Retain first "
                        + "to keep it"));
                at(updates, 0).add(oldId + ": set DeletionPolicy: Retain (to keep the items), then remove it");
            }
        }
        updates.removeIf(List::isEmpty);
        return new CloudFormationUpdate(resources, updates);
    }

    private static void inPlace(String id, String table, List<Change> changes, List<Resource> resources,
                                List<List<String>> updates) {
        Set<String> settings = new LinkedHashSet<>();
        List<String> indexOps = new ArrayList<>();
        Set<String> recreated = new LinkedHashSet<>();
        for (Change c : changes) {
            switch (c.action()) {
                case UPDATE_TABLE -> settings.add(c.index() == null ? c.kind() : c.kind() + " of " + c.index());
                case DELETE_INDEX -> indexOps.add("delete GSI " + c.index());
                case RECREATE_INDEX -> recreated.add(c.index());
                default -> {
                }
            }
        }
        recreated.forEach(index -> indexOps.add("delete GSI " + index));
        for (Change c : changes) {
            if (c.action() == ChangeAction.CREATE_INDEX) {
                indexOps.add("create GSI " + c.index());
            }
        }
        recreated.forEach(index -> indexOps.add("create GSI " + index + " (its new keys or projection)"));
        if (settings.isEmpty() && indexOps.isEmpty()) {
            return;
        }
        if (indexOps.size() > 1) {
            resources.add(new Resource(id, table, Verdict.FAIL, indexOps.size() + " GSI creations or deletions in one "
                    + "update (" + String.join(", ", indexOps) + "): CloudFormation answers 'Cannot perform more "
                    + "than one GSI creation or deletion in a single update'"));
        } else {
            String interruption = settings.contains("encryption") ? " (encryption: some interruption)" : "";
            resources.add(new Resource(id, table, Verdict.UPDATE, String.join(", ", settings)
                    + (settings.isEmpty() || indexOps.isEmpty() ? "" : "; ") + String.join("", indexOps) + interruption));
        }
        for (int i = 0; i < Math.max(1, indexOps.size()); i++) {
            List<String> parts = new ArrayList<>();
            if (i == 0 && !settings.isEmpty()) {
                parts.add(String.join(", ", settings));
            }
            if (i < indexOps.size()) {
                parts.add(indexOps.get(i));
            }
            at(updates, i).add(id + ": " + String.join("; ", parts));
        }
    }

    private static List<String> at(List<List<String>> updates, int index) {
        while (updates.size() <= index) {
            updates.add(new ArrayList<>());
        }
        return updates.get(index);
    }

    /** Each table's logical id in the template {@code export} writes for the model. */
    private static Map<String, String> logicalIds(Model model) {
        Map<String, String> ids = new LinkedHashMap<>();
        ObjectNode resources = (ObjectNode) CloudFormationExporter.template(model).get("Resources");
        resources.fields().forEachRemaining(e -> {
            if ("AWS::DynamoDB::Table".equals(e.getValue().path("Type").asText())) {
                ids.put(e.getValue().path("Properties").path("TableName").asText(), e.getKey());
            }
        });
        return ids;
    }

    /** Whether every change goes through in one stack update. */
    public boolean oneUpdateSucceeds() {
        return resources.stream().noneMatch(r -> r.verdict() == Verdict.FAIL || r.verdict() == Verdict.REMOVE)
                && updates.size() <= 1;
    }
}
