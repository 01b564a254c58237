import Testing

@testable import FeatureGenCore

/// A public state's initializer is generated code like any other: a test calls it with a value other
/// than the default for every field and reads each back, so an initializer that drops an argument
/// fails (the one survivor of the held-out mutation run in middleware).
@Suite struct InitializerTestTests {
    static func spec(access: String) -> String {
        """
        feature: Checkout
        \(access)
        state:
          total: Double = 0
          isPlacing: Bool = false
          confirmation: String?
          note: String = "none"
        actions:
          place:
            set: { isPlacing: true }
        """
    }

    @Test(arguments: [OutputStyle.Name.skill, .middleware, .tca])
    func aPublicState_isBuiltThroughItsInitializer_andEveryValueReadBack(_ style: OutputStyle.Name) throws {
        let checkout = try #require(feature(Self.spec(access: "access: public")))
        let tests = renderedFiles([checkout], style: style).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        let type = style == .tca ? "CheckoutFeature.State" : "CheckoutState"
        #expect(tests.contains("@Test func initializer_keepsEveryValue()"))
        #expect(tests.filter { !$0.isWhitespace }.contains(
            "letstate=\(type)(total:2.5,isPlacing:true,confirmation:\"confirmation5\",note:\"note6\")"))
        for check in ["total == 2.5", "isPlacing == true", "confirmation == \"confirmation 5\"", "note == \"note 6\""] {
            #expect(tests.contains("#expect(state.\(check))"), "\(check)")
        }
    }

    @Test func anInternalState_hasNoInitializerOfItsOwn_soNoSuchTest() throws {
        let checkout = try #require(feature(Self.spec(access: "")))
        let tests = renderedFiles([checkout], style: .middleware).filter { $0.key.hasPrefix("Tests/") }.values.joined()
        #expect(!tests.contains("initializer_keepsEveryValue"))
        #expect(tests.contains("initialState_isTheSpecsDefaults"))
    }
}
