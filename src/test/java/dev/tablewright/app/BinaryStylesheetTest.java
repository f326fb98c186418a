package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import javafx.css.CssParser;
import javafx.css.Rule;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

/**
 * The build writes app.css's binary form, app.bss, beside it (pom.xml, exec "binary-stylesheet"),
 * and JavaFX reads the .bss in its place: it must say what the text says.
 */
class BinaryStylesheetTest {
    @Test
    void binaryStylesheet_besideAppCss_holdsTheSameRules() throws IOException {
        URL css = TablewrightApp.class.getResource(TablewrightApp.STYLESHEET);
        URL bss = TablewrightApp.class.getResource(TablewrightApp.STYLESHEET.replaceFirst("\\.css$", ".bss"));
        assertThat(bss).as("app.bss beside app.css (made by mvn process-classes)").isNotNull();

        Stylesheet text = new CssParser().parse(css);
        Stylesheet binary = Stylesheet.loadBinary(bss);

        assertThat(text.getRules()).isNotEmpty();
        assertThat(binary.getRules().stream().map(BinaryStylesheetTest::describe).toList())
                .containsExactlyElementsOf(text.getRules().stream().map(BinaryStylesheetTest::describe).toList());
    }

    private static String describe(Rule rule) {
        return rule.getSelectors() + " " + rule.getDeclarations();
    }
}
