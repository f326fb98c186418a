package dev.tablewright.ui.tables;

import java.util.Collection;
import java.util.Collections;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * A PartiQL editor with syntax highlighting (RichTextFX): keywords, strings, numbers, {@code ?}
 * parameters and comments each take a style class of app.css.
 */
final class PartiqlEditor extends CodeArea {
    private static final String[] KEYWORDS = {"SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "INSERT", "INTO",
        "VALUE", "UPDATE", "SET", "REMOVE", "DELETE", "RETURNING", "ALL", "OLD", "NEW", "MODIFIED", "BETWEEN",
        "IN", "IS", "MISSING", "NULL", "TRUE", "FALSE", "EXISTS", "BEGINS_WITH", "CONTAINS", "SIZE",
        "ATTRIBUTE_TYPE", "ORDER", "BY", "ASC", "DESC", "LIST_APPEND", "SET_ADD", "SET_DELETE"};
    private static final Pattern TOKENS = Pattern.compile(
            "(?<COMMENT>--[^\\n]*|/\\*(.|\\R)*?\\*/)"
                    + "|(?<STRING>'([^']|'')*')"
                    + "|(?<NAME>\"([^\"]|\"\")*\")"
                    + "|(?<KEYWORD>\\b(?i:" + String.join("|", KEYWORDS) + ")\\b)"
                    + "|(?<NUMBER>\\b\\d+(\\.\\d+)?([eE][+-]?\\d+)?\\b)"
                    + "|(?<PARAM>\\?)");

    PartiqlEditor() {
        getStyleClass().add("partiql-editor");
        setId("partiql-editor");
        setWrapText(true);
        textProperty().addListener((obs, old, now) -> setStyleSpans(0, highlight(now)));
    }

    /** The style classes of {@code text}, span by span. */
    static StyleSpans<Collection<String>> highlight(String text) {
        Matcher m = TOKENS.matcher(text);
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        int last = 0;
        while (m.find()) {
            String style = m.group("COMMENT") != null ? "pq-comment"
                    : m.group("STRING") != null ? "pq-string"
                    : m.group("NAME") != null ? "pq-name"
                    : m.group("KEYWORD") != null ? "pq-keyword"
                    : m.group("NUMBER") != null ? "pq-number" : "pq-param";
            spans.add(Collections.emptyList(), m.start() - last);
            spans.add(Collections.singleton(style), m.end() - m.start());
            last = m.end();
        }
        spans.add(Collections.emptyList(), text.length() - last);
        return spans.create();
    }
}
