import Testing

@testable import FeatureGenCore

/// A model named as a Foundation or Swift Testing type (RedditOS's `SortOrder`, a `Comment`) is the
/// app's own type inside the app, but ambiguous in the tests, which import both: their support file
/// names the app's type, and its own uses of Swift Testing's names say `Testing.`.
@Suite struct ImportedNameTests {
    static let spec = """
        feature: Post
        models:
          Comment: { id: Int, text: String }
        enums:
          SortOrder: [hot, new]
        state:
          comments: "[Comment] = []"
          sort: SortOrder = .hot
        actions:
          sortChanged:
            payload: SortOrder
            set: { sort: payload }
            effect: load
        results:
          loaded:
            payload: "[Comment]"
            set: { comments: payload }
        effects:
          load:
            call: "comments(sort: SortOrder) async -> [Comment]"
            arguments: { sort: payload }
            success: loaded
            debounce: 300ms
        """

    @Test func theTestsNameTheAppsTypeAndSwiftTestingsOwn() throws {
        let post = try #require(feature(Self.spec))
        for style in OutputStyle.Name.allCases {
            let support = try #require(renderedFiles([post], style: style).first { $0.key.hasSuffix("AppTestSupport.swift") }?.value)
            #expect(support.contains("typealias Comment = App.Comment\ntypealias SortOrder = App.SortOrder\n"), "\(style)")
            // TCA's tests wait on TCA's clock, not the support file's.
            #expect(support.contains("func expectAllAwake(_ comment: Testing.Comment,") == (style != .tca), "\(style)")
            #expect(!support.contains(" Issue.record("), "\(style)")
        }
        // Without such a name, the support file reads as before.
        let plain = try #require(feature(Self.spec.replacingOccurrences(of: "Comment", with: "Reply")
            .replacingOccurrences(of: "SortOrder", with: "PostSort")))
        let support = try #require(renderedFiles([plain]).first { $0.key.hasSuffix("AppTestSupport.swift") }?.value)
        #expect(!support.contains("typealias"))
        #expect(support.contains("func expectAllAwake(_ comment: Comment,"))
    }
}
