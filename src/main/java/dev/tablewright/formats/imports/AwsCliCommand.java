package dev.tablewright.formats.imports;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jline.reader.EOFError;
import org.jline.reader.Parser.ParseContext;
import org.jline.reader.SyntaxError;
import org.jline.reader.impl.DefaultParser;

/**
 * An {@code aws dynamodb SUBCOMMAND --option value ...} command line split into its words as a
 * POSIX shell would (JLine's {@link DefaultParser}: single and double quotes, backslash escapes),
 * then into the subcommand and its options, as the AWS CLI reads them: {@code --name value} or
 * {@code --name=value}, and the boolean flags alone ({@code --consistent-read},
 * {@code --no-scan-index-forward}). A backslash at the end of a line continues the command. JLine
 * keeps a quote that opens inside a word: {@code --name='{...}'} has its value read again as a word
 * of its own; a quote closed and reopened in one word ({@code 'it'\''s'}) is not read as a shell
 * reads it (write JSON's {@code \u0027} instead).
 *
 * @param subcommand the AWS CLI's name of the operation, such as {@code query} or {@code put-item}
 * @param options each option's value by its name without the dashes; a flag's value is "true" or,
 *     for its {@code --no-} form, "false"
 */
public record AwsCliCommand(String subcommand, Map<String, String> options) {
    /** Options the AWS CLI takes in a {@code --no-NAME} form, without a value. */
    private static final Set<String> NO_FORMS = Set.of("consistent-read", "scan-index-forward", "paginate",
            "cli-pager", "verify-ssl", "sign-request", "cli-auto-prompt", "return-values", "return-consumed-capacity",
            "return-item-collection-metrics");
    /** Options the AWS CLI takes alone, without a value. */
    private static final Set<String> ALONE = Set.of("consistent-read", "scan-index-forward", "debug",
            "cli-auto-prompt");

    public AwsCliCommand {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * Reads a command line.
     *
     * @throws IllegalArgumentException naming what is wrong: an unclosed quote, a command that is
     *     not {@code aws dynamodb ...}, an option given twice, an option without its value
     */
    public static AwsCliCommand parse(String line) {
        List<String> words = words(line.replace("\\\r\n", " ").replace("\\\n", " "));
        if (words.size() < 3 || !words.get(0).equals("aws") || !words.get(1).equals("dynamodb")) {
            throw new IllegalArgumentException("not an 'aws dynamodb ...' command");
        }
        String subcommand = words.get(2);
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 3; i < words.size(); i++) {
            String word = words.get(i);
            if (!word.startsWith("--") || word.length() == 2) {
                throw new IllegalArgumentException("'" + word + "' is not an option (options start with --)");
            }
            String name = word.substring(2);
            String value;
            int equals = name.indexOf('=');
            if (equals > 0) {
                // the shell joins --name='{...}' into one word; the part after = is read as a word of its own
                List<String> parts = words(name.substring(equals + 1));
                if (parts.size() != 1) {
                    throw new IllegalArgumentException("--" + name.substring(0, equals) + "=... is not one word");
                }
                value = parts.get(0);
                name = name.substring(0, equals);
            } else if (name.startsWith("no-") && NO_FORMS.contains(name.substring(3))) {
                name = name.substring(3);
                value = "false";
            } else if (ALONE.contains(name)) {
                value = "true";
            } else if (i + 1 < words.size()) {
                value = words.get(++i);
            } else {
                throw new IllegalArgumentException("--" + name + " has no value");
            }
            if (options.put(name, value) != null) {
                throw new IllegalArgumentException("--" + name + " is given twice");
            }
        }
        return new AwsCliCommand(subcommand, options);
    }

    /** The option's value, or null when the command does not give it. */
    public String option(String name) {
        return options.get(name);
    }

    private static List<String> words(String line) {
        DefaultParser parser = new DefaultParser();
        parser.setEofOnUnclosedQuote(true);
        parser.setEofOnEscapedNewLine(true);
        try {
            return new ArrayList<>(parser.parse(line, line.length(), ParseContext.ACCEPT_LINE).words());
        } catch (EOFError e) {
            throw new IllegalArgumentException("the command line ends inside a quote");
        } catch (SyntaxError e) {
            throw new IllegalArgumentException("the command line cannot be split into words: " + e.getMessage());
        }
    }
}
