package dev.tablewright.ui.common;

import atlantafx.base.theme.Styles;
import javafx.css.PseudoClass;

/**
 * Every style class and pseudo-class the views set, named once: the names app.css styles (and
 * AtlantaFX's own, where a view uses the theme's). Views refer to these constants, never to
 * string literals.
 */
public final class StyleClasses {
    public static final String ACCENT = Styles.ACCENT;
    public static final String ANSWER = "answer";
    public static final String ANSWER_SMALL = "answer-small";
    public static final String ATTR_NAME = "attr-name";
    public static final String ATTR_VALUE = "attr-value";
    public static final String BAR_COLUMN = "bar-column";
    public static final String CAPACITY_PANEL = "capacity-panel";
    public static final String CODE = "code";
    public static final String COMPARISON_DIFFERENT = "comparison-different";
    public static final String COMPARISON_SAME = "comparison-same";
    public static final String CONNECTIONS = "connections";
    public static final String DEPLOY_VIEW = "deploy-view";
    public static final String EDITOR_ERROR = "editor-error";
    public static final String FORM_PROBLEM = "form-problem";
    public static final String GRID_CAPTION = "grid-caption";
    public static final String GRID_HIGHLIGHT = "grid-highlight";
    public static final String GRID_MEMBERSHIP = "grid-membership";
    public static final String GRID_PLACEHOLDER = "grid-placeholder";
    public static final String HEAT_BAR = "heat-bar";
    public static final String HEAT_HOT = "heat-hot";
    public static final String HEAT_STRIP = "heat-strip";
    public static final String HINT = "hint";
    public static final String IMPORT_VIEW = "import-view";
    public static final String INSPECTOR = "inspector";
    public static final String INSPECTOR_VERDICT = "inspector-verdict";
    public static final String ITEM_EDITOR = "item-editor";
    public static final String ITEM_GRID = "item-grid";
    public static final String KEY_ALIAS = "key-alias";
    public static final String KEY_CELL = "key-cell";
    public static final String KEY_COLUMN = "key-column";
    public static final String KEY_VALUE = "key-value";
    public static final String LEGEND = "legend";
    public static final String LEGEND_ENTRY = "legend-entry";
    public static final String MAIN_WINDOW = "main-window";
    /** The prefix of a navigator node's kind: nav-table, nav-index, nav-pattern. */
    public static final String NAV_PREFIX = "nav-";
    public static final String NAVIGATOR = "navigator";
    public static final String PANEL_TITLE = "panel-title";
    public static final String PARTITION_COLUMN = "partition-column";
    public static final String PATTERN_RUN = "pattern-run";
    public static final String PROBLEM = "problem";
    public static final String PROBLEM_ERROR = "problem-error";
    public static final String PROBLEM_WARNING = "problem-warning";
    public static final String PROBLEMS = "problems";
    public static final String REVIEW = "review";
    public static final String REVIEW_ERROR = "review-error";
    public static final String REVIEW_FIRST = "review-first";
    public static final String REVIEW_INFO = "review-info";
    public static final String REVIEW_SECOND = "review-second";
    public static final String REVIEW_TEXT = "review-text";
    public static final String REVIEW_WARNING = "review-warning";
    public static final String ROW_BAR = "row-bar";
    public static final String SHARD_CALCULATOR = "shard-calculator";
    public static final String SMALL = Styles.SMALL;
    /** Tighter rows for a table that should show all its rows at once. */
    public static final String DENSE = Styles.DENSE;
    public static final String STATUS_BAR = "status-bar";
    public static final String STATUS_ENGINE = "status-engine";
    public static final String STATUS_FILE = "status-file";
    public static final String STEP = "step";
    public static final String STEPS = "steps";

    public static final PseudoClass ERROR_STATE = PseudoClass.getPseudoClass("error");
    public static final PseudoClass FAILED_STATE = PseudoClass.getPseudoClass("failed");
    public static final PseudoClass GROUP_ODD_STATE = PseudoClass.getPseudoClass("group-odd");
    public static final PseudoClass GROUP_START_STATE = PseudoClass.getPseudoClass("group-start");
    public static final PseudoClass MATCHED_STATE = PseudoClass.getPseudoClass("matched");
    public static final PseudoClass PROBLEM_STATE = PseudoClass.getPseudoClass("problem");

    private StyleClasses() {
    }
}
