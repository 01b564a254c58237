import Testing

@testable import FeatureGenCore

/// SwiftUI runs one `.refreshable` per view (the innermost): two actions that a pull-to-refresh sends
/// share one, each awaited in turn, in every style.
@Suite struct RefreshTests {
    static let spec = """
        feature: Feed
        state:
          posts: "[String] = []"
          policy: String = ""
        actions:
          reload:
            set: {}
            effect: fetchPosts
            trigger: [appear, refresh]
          reloadPolicy:
            set: {}
            effect: fetchPolicy
            trigger: refresh
        results:
          postsLoaded:
            payload: "[String]"
            set: { posts: payload }
          policyLoaded:
            payload: String
            set: { policy: payload }
        effects:
          fetchPosts:
            call: "posts() async -> [String]"
            success: postsLoaded
          fetchPolicy:
            call: "policy() async -> String"
            success: policyLoaded
        """

    @Test func aPullToRefreshSendsEveryActionItTriggers() throws {
        let feed = try #require(feature(Self.spec))
        let expected: [OutputStyle.Name: String] = [
            .skill: ".refreshable {\n        await onReload()\n        await onReloadPolicy()\n      }",
            .middleware: ".refreshable { [onReload = props.onReload, onReloadPolicy = props.onReloadPolicy] in\n        await onReload()\n        await onReloadPolicy()\n      }",
            .svvs: ".refreshable { @MainActor in\n        await viewState.onReload().finish()\n        await viewState.onReloadPolicy().finish()\n      }",
        ]
        for style in OutputStyle.Name.allCases {
            let view = try #require(renderedFiles([feed], style: style).first { $0.value.contains(".refreshable {") }?.value)
            #expect(view.components(separatedBy: ".refreshable {").count == 2, "\(style)")
            if let text = expected[style] { #expect(view.contains(text), "\(style)") }
        }
    }
}
