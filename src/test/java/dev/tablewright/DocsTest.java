package dev.tablewright;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The front door stays short, PERFORMANCE.md leads with its figures, and every link in the docs leads somewhere. */
class DocsTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)");

    @Test
    void readme_whenRead_isAtMost150LinesWithOneScreenshotAndTheTwoCommands() throws Exception {
        List<String> readme = Files.readAllLines(Path.of("README.md"));

        assertThat(readme).as("README.md's lines").hasSizeLessThanOrEqualTo(150);
        assertThat(readme).as("one screenshot").filteredOn(l -> l.startsWith("![")).hasSize(1);
        assertThat(String.join("\n", readme)).contains("bin/tablewright", "mvn -q verify", "docs/cli.md",
                "docs/installing.md", "docs/window.md", "docs/model-files.md", "docs/checking-against-dynamodb.md");
    }

    @Test
    void performance_whenRead_leadsWithOneTableOfFiguresEachWithCommandGoalAndDate() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("docs/PERFORMANCE.md"));
        int firstTable = 0;
        while (firstTable < lines.size() && !lines.get(firstTable).startsWith("|")) {
            firstTable++;
        }

        assertThat(lines.subList(0, firstTable)).as("before the first table").noneMatch(l -> l.startsWith("### "))
                .anyMatch(l -> l.equals("## Current figures"));
        assertThat(lines.get(firstTable)).as("the first table's header")
                .isEqualTo("| figure | command | now | goal | date |");
        for (int i = firstTable + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            assertThat(lines.get(i)).as("row %d names its command", i).contains("bench/run");
        }
    }

    @Test
    void links_whenRelative_leadToFilesThatExist() throws Exception {
        List<Path> docs = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> files = Files.list(Path.of("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).forEach(docs::add);
        }
        List<String> broken = new ArrayList<>();
        for (Path doc : docs) {
            Matcher m = LINK.matcher(Files.readString(doc));
            while (m.find()) {
                String link = m.group(1);
                if (!link.contains("://") && !Files.exists(doc.resolveSibling(link).normalize())) {
                    broken.add(doc + " -> " + link);
                }
            }
        }
        assertThat(broken).as("relative links that lead nowhere").isEmpty();
    }
}
