package dev.tablewright.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.diff.Change;
import dev.tablewright.diff.ChangeAction;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.migrate.CloudFormationUpdate;
import dev.tablewright.model.Model;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code diff OLD NEW}: the changes between two models by meaning, each with what a live table needs. */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Compare two models by meaning: tables, keys, indexes, settings, access patterns, facets "
                + "and sample items, each change with the action it needs on a live table (none, update-table, "
                + "create-index, delete-index, recreate-index, replace-table, create-table, delete-table).",
                "Exit status: 0 when the models are the same, 1 when they differ, 2 on bad arguments or a "
                        + "model that cannot be read (as diff does)."})
final class DiffCommand extends Verb {
    static final int SAME = 0;
    static final int DIFFERENT = 1;
    static final int TROUBLE = 2;

    @Parameters(index = "0", paramLabel = "OLD", description = "the model as it was (as the live tables are)")
    Path oldFile;

    @Parameters(index = "1", paramLabel = "NEW", description = "the model as it is to be") Path newFile;
    @Option(names = "--json", description = "print {\"changes\": [{\"kind\", \"table\", \"index\"?, \"pattern\"?, "
            + "\"before\"?, \"after\"?, \"action\"}]}")
    boolean json;

    @Option(names = "--rename", paramLabel = "OLD=NEW", description = "pair a table of OLD with one of NEW under "
            + "another name (tables of the same key schema are paired without it)")
    Map<String, String> renames = new LinkedHashMap<>();

    @Option(names = "--cloudformation", description = "say what a CloudFormation stack update from OLD's exported "
            + "template to NEW's does with each table resource (updated, replaced, refused, added, removed) and the "
            + "stack updates, in order, that succeed; with --json: {\"resources\": [...], \"updates\": [[...]]}")
    boolean cloudFormation;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ModelDiff diff;
        Model before;
        Model after;
        try {
            before = read(oldFile);
            after = read(newFile);
            diff = ModelDiff.between(before, after, renames);
        } catch (Trouble e) {
            err.println("error: " + e.getMessage());
            return TROUBLE;
        } catch (IllegalArgumentException e) {
            err.println("error: --rename: " + e.getMessage());
            return TROUBLE;
        }
        if (cloudFormation) {
            CloudFormationUpdate update = CloudFormationUpdate.of(before, after, diff);
            out.println(json ? cloudFormationJson(update) : cloudFormationText(update));
        } else if (json) {
            out.println(json(diff.changes()));
        } else {
            print(out, diff);
        }
        out.flush();
        return diff.isEmpty() ? SAME : DIFFERENT;
    }

    static Model read(Path file) {
        try {
            return ModelFiles.read(file).model();
        } catch (Exception e) {
            throw new Trouble(CliErrors.describe(e));
        }
    }

    /** A model that cannot be read: exit 2, as diff's trouble. */
    static final class Trouble extends RuntimeException {
        Trouble(String message) {
            super(message);
        }
    }

    static String json(List<Change> changes) {
        List<Map<String, String>> list = new ArrayList<>();
        for (Change c : changes) {
            Map<String, String> fields = new LinkedHashMap<>();
            fields.put("kind", c.kind());
            putIfPresent(fields, "table", c.table());
            putIfPresent(fields, "index", c.index());
            putIfPresent(fields, "pattern", c.pattern());
            putIfPresent(fields, "before", c.before());
            putIfPresent(fields, "after", c.after());
            fields.put("action", c.action().word());
            list.add(fields);
        }
        try {
            return new ObjectMapper().writeValueAsString(Map.of("changes", list));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String cloudFormationJson(CloudFormationUpdate update) {
        List<Map<String, String>> resources = new ArrayList<>();
        for (CloudFormationUpdate.Resource r : update.resources()) {
            Map<String, String> fields = new LinkedHashMap<>();
            fields.put("logicalId", r.logicalId());
            fields.put("table", r.table());
            fields.put("verdict", r.verdict().name().toLowerCase(java.util.Locale.ROOT));
            fields.put("reason", r.reason());
            resources.add(fields);
        }
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("resources", resources);
        root.put("updates", update.updates());
        try {
            return new ObjectMapper().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String cloudFormationText(CloudFormationUpdate update) {
        if (update.resources().isEmpty()) {
            return "CloudFormation: the templates' tables are the same; no stack update is needed.";
        }
        StringBuilder text = new StringBuilder("CloudFormation (templates as `tablewright export` writes them):\n");
        for (CloudFormationUpdate.Resource r : update.resources()) {
            text.append("  ").append(r.logicalId()).append(" (table ").append(r.table()).append("): ")
                    .append(r.verdict().words()).append(": ").append(r.reason()).append('\n');
        }
        text.append(update.oneUpdateSucceeds() ? "One stack update succeeds:\n"
                : "Split into " + update.updates().size() + " stack updates that succeed, in order:\n");
        for (int i = 0; i < update.updates().size(); i++) {
            text.append("  ").append(i + 1).append(". ").append(String.join("\n     ", update.updates().get(i)))
                    .append('\n');
        }
        return text.toString().stripTrailing();
    }

    private static void putIfPresent(Map<String, String> fields, String key, String value) {
        if (value != null) {
            fields.put(key, value);
        }
    }

    private static void print(PrintWriter out, ModelDiff diff) {
        if (diff.isEmpty()) {
            out.println("The models are the same.");
            return;
        }
        Map<String, List<Change>> byTable = new LinkedHashMap<>();
        List<Change> patterns = new ArrayList<>();
        for (Change c : diff.changes()) {
            if (c.pattern() != null) {
                patterns.add(c);
            } else {
                byTable.computeIfAbsent(Objects.requireNonNullElse(c.table(), "(model)"), t -> new ArrayList<>()).add(c);
            }
        }
        byTable.forEach((table, changes) -> {
            out.println("table " + table);
            changes.forEach(c -> out.println("  " + c.describe()));
        });
        if (!patterns.isEmpty()) {
            out.println("access patterns");
            patterns.forEach(c -> out.println("  " + c.describe()));
        }
        Map<String, Long> counts = new TreeMap<>(diff.changes().stream()
                .collect(Collectors.groupingBy(c -> c.action().word(), Collectors.counting())));
        boolean live = diff.changes().stream().anyMatch(c -> c.action() != ChangeAction.NONE);
        out.println(diff.changes().size() + (diff.changes().size() == 1 ? " change" : " changes") + " ("
                + counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "))
                + ")" + (live ? "; `tablewright migrate OLD NEW` plans them on a live table" : "; the live tables need nothing"));
    }
}
