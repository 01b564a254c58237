"""Unit tests of .ci/extract_typecheck.py's text handling (no toolchain needed):
python3 .ci/extract_typecheck_test.py (run by Tests/FeatureGenCoreTests/Scripts/ScriptSelfTests)."""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import extract_typecheck as script  # noqa: E402


class ConvertedViewTests(unittest.TestCase):
    def test_a_doc_comment_on_one_line_names_the_prototype(self):
        text = (
            "  /// The Search screen, carried over from the prototype `SearchView`: its state comes in as values\n"
            "  /// (and bindings), its actions go out through callbacks.\n"
            "  struct SearchView: View {\n")
        self.assertEqual(script.converted_view(text), "SearchView")

    def test_a_view_under_other_platforms_is_not_compiled_here(self):
        self.assertEqual(script.other_platforms("#if canImport(SwiftUI) && (os(macOS) || os(visionOS))\n"),
                         "(os(macOS) || os(visionOS))")
        self.assertEqual(script.other_platforms("#if canImport(SwiftUI) && os(iOS)\n"), "os(iOS)")
        for text in ["#if canImport(SwiftUI)\n", "#if canImport(SwiftUI) && !os(iOS)\n",
                     "#if canImport(SwiftUI) && DEBUG\n", "#if canImport(SwiftUI) && (os(macOS) || DEBUG)\n",
                     "#if canImport(SwiftUI) && (os(macOS) || os(Linux))\n"]:
            self.assertIsNone(script.other_platforms(text), text)

    def test_a_long_name_wrapped_to_the_next_line_is_found(self):
        # As `extract --generate` writes it (ViewConverter wraps the doc at 96 columns): the name went
        # to the next line and the view was not checked at all ("no converted views", and a pass).
        text = (
            "#if canImport(SwiftUI)\n"
            "  import SwiftUI\n\n"
            "  /// The NotificationPreferencesAdvancedSettings screen, carried over from the prototype\n"
            "  /// `NotificationPreferencesAdvancedSettingsView`: its state comes in as values (and bindings), its\n"
            "  /// actions go out through callbacks.\n"
            "  struct NotificationPreferencesAdvancedSettingsView: View {\n")
        self.assertEqual(script.converted_view(text), "NotificationPreferencesAdvancedSettingsView")

    def test_a_break_between_any_two_words_is_found(self):
        text = "/// The A screen, carried over from the\n///prototype `AView`: its state comes in as values.\n"
        self.assertEqual(script.converted_view(text), "AView")

    def test_a_view_from_the_template_is_not_converted(self):
        text = ("  /// The Order screen: pure, its state comes in as values and its actions go out as callbacks.\n"
                "  // carried over from the prototype `NotADoc`\n"
                "  struct OrderView: View {\n")
        self.assertIsNone(script.converted_view(text))


class TextTests(unittest.TestCase):
    def test_previews_are_left_out(self):
        text = "struct A {}\n#Preview {\n  A()\n}\nlet b = 1\n"
        self.assertEqual(script.strip_previews(text), "struct A {}\nlet b = 1\n")

    def test_a_missing_type_and_a_missing_value_are_one_error(self):
        self.assertEqual(script.message("3:4: cannot find type 'Order' in scope"), "cannot find 'Order' in scope")


class CrashTests(unittest.TestCase):
    # IceCubes' AboutView crashed swiftc (signal 6) part way: the views it never reached counted as passing.
    def test_a_crash_report_is_a_crash(self):
        stderr = ("Stack dump:\n0.\tProgram arguments: swiftc -frontend -typecheck …\n"
                  "error: compile command failed due to signal 6 (use -v to see invocation)\n")
        self.assertIn("signal 6", script.compiler_crash(1, stderr))

    def test_a_signal_is_a_crash(self):
        self.assertEqual(script.compiler_crash(-9, ""), "the compiler was killed by signal 9")

    def test_errors_in_the_code_are_no_crash(self):
        self.assertIsNone(script.compiler_crash(1, "A.swift:3:4: error: cannot find 'x' in scope\n"))
        self.assertIsNone(script.compiler_crash(0, ""))


if __name__ == "__main__":
    unittest.main()
