package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.DynamoJson;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads items in DynamoDB JSON from the output of {@code aws dynamodb scan} or {@code query}
 * ({@code {"Items": [...], "Count": n, ...}}), from a JSON array of items, or from JSON lines
 * (one item per line, as {@code generate} writes).
 */
public final class ScanOutputReader {
    private ScanOutputReader() {
    }

    public static List<SourcedItem> read(Path file) throws ImportException {
        return read(ImportFiles.readText(file), file);
    }

    public static List<SourcedItem> read(String text, Path file) throws ImportException {
        String start = text.stripLeading();
        if (start.startsWith("{") && !looksLikeJsonLines(text)) {
            PositionedTree tree = PositionedTree.parseJson(file, text);
            JsonNode items = tree.root().get("Items");
            if (items == null || !items.isArray()) {
                throw tree.error(tree.root(), "expected the output of 'aws dynamodb scan' or 'query': "
                        + "an object with an \"Items\" list");
            }
            return items(tree, items, "Items");
        }
        if (start.startsWith("[")) {
            PositionedTree tree = PositionedTree.parseJson(file, text);
            return items(tree, tree.root(), "");
        }
        return jsonLines(text, file);
    }

    /** More than one line, each a complete JSON object: JSON lines. */
    private static boolean looksLikeJsonLines(String text) {
        List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
        return lines.size() > 1 && lines.stream().allMatch(l -> l.strip().startsWith("{") && l.strip().endsWith("}"))
                && !lines.get(0).strip().equals("{");
    }

    private static List<SourcedItem> items(PositionedTree tree, JsonNode array, String path) throws ImportException {
        List<SourcedItem> items = new ArrayList<>();
        List<ItemProblem> problems = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode node = array.get(i);
            try {
                items.add(new SourcedItem(tree.lineOf(node), DynamoJson.itemFromJson(node)));
            } catch (DynamoJson.InvalidValueException e) {
                String where = path + "[" + i + "]" + (e.path().isEmpty() ? "" : "." + e.path());
                problems.add(new ItemProblem(tree.lineOf(node), where + ": " + e.reason()));
            }
        }
        if (!problems.isEmpty()) {
            throw new ItemImportException(tree.file(), problems);
        }
        return items;
    }

    private static List<SourcedItem> jsonLines(String text, Path file) throws ImportException {
        List<SourcedItem> items = new ArrayList<>();
        List<ItemProblem> problems = new ArrayList<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                items.add(new SourcedItem(i + 1, DynamoJson.parseItem(lines.get(i))));
            } catch (DynamoJson.InvalidValueException e) {
                problems.add(new ItemProblem(i + 1, e.getMessage()));
            }
        }
        if (!problems.isEmpty()) {
            throw new ItemImportException(file, problems);
        }
        return items;
    }
}
