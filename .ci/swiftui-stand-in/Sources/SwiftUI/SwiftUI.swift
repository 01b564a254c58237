// A stand-in for the parts of SwiftUI the generated views (and the Prototypes sample's converted
// views) use, so that Linux (which has no SwiftUI) can type-check them; `Grown.swift` adds what real
// apps' views use, for the views `extract` converts (`.ci/extract-typecheck`). Declarations follow the iOS 18
// SDK's, concurrency annotations included: `View` is `@MainActor`, `Binding(get:set:)` takes
// `@isolated(any) @Sendable` closures, `.refreshable` a `@Sendable` one, `Button` a `@MainActor`
// action. Bodies do nothing. Add what new views use, with the SDK's exact signature
// (developer.apple.com/documentation/swiftui).
@_exported import Foundation
import Observation

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}
extension Never: View { public var body: Never { return fatalError() } }
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView { public var body: Never { return fatalError() } }

public struct TupleView<T>: PrimitiveView { init(_ t: T) {} }
public struct EmptyView: PrimitiveView { public init() {} }
public struct OptionalView<W: View>: PrimitiveView {}
public struct EitherView<A: View, B: View>: PrimitiveView {}

@MainActor @resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<each C: View>(_ c: repeat each C) -> TupleView<(repeat each C)> { TupleView((repeat each c)) }
  public static func buildExpression<C: View>(_ c: C) -> C { c }
  public static func buildOptional<C: View>(_ c: C?) -> OptionalView<C> { OptionalView() }
  public static func buildEither<A: View, B: View>(first: A) -> EitherView<A, B> { EitherView() }
  public static func buildEither<A: View, B: View>(second: B) -> EitherView<A, B> { EitherView() }
  public static func buildLimitedAvailability<C: View>(_ c: C) -> C { c }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation(_ value: String) {}
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {}
  }
}

public struct Text: PrimitiveView {
  public init(_ key: LocalizedStringKey) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public init(verbatim: String) {}
}
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {}
extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {}
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}
public struct Form<Content: View>: PrimitiveView { public init(@ViewBuilder content: () -> Content) {} }
public struct NavigationPath {}
public struct NavigationStack<Data, Root: View>: PrimitiveView {
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}
public struct Group<Content: View>: PrimitiveView { public init(@ViewBuilder content: () -> Content) {} }
public struct Section<Content: View>: PrimitiveView {
  public init(@ViewBuilder content: () -> Content) {}
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {}
}
public struct Button: PrimitiveView {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  public init<Label: View>(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
public struct Image: PrimitiveView { public init(systemName: String) {} }
public struct LabeledContent: PrimitiveView {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {}
}
public struct TextField: PrimitiveView {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {}
}
public struct Toggle: PrimitiveView { public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {} }
public struct Stepper: PrimitiveView {
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>) {}
}
public struct ProgressView: PrimitiveView { public init() {} }

public protocol ShapeStyle: Sendable {}
public struct Color: ShapeStyle { public static let red = Color() }
extension ShapeStyle where Self == Color { public static var red: Color { Color() } }

public struct ModifiedView<Content: View>: PrimitiveView {}
extension View {
  public func overlay<V: View>(@ViewBuilder content: () -> V) -> ModifiedView<Self> { ModifiedView() }
  public func task(_ action: @escaping @isolated(any) @Sendable () async -> Void) -> ModifiedView<Self> { ModifiedView() }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView<Self> { ModifiedView() }
  public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> { ModifiedView() }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> { ModifiedView() }
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> {
    ModifiedView()
  }
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedView<Self> {
    ModifiedView()
  }
  nonisolated public func disabled(_ disabled: Bool) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView<Self> {
    ModifiedView()
  }
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> ModifiedView<Self>
  { ModifiedView() }
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> ModifiedView<Self>
  { ModifiedView() }
  nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> ModifiedView<Self> { ModifiedView() }
}

public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
public struct SearchFieldPlacement: Sendable { public static let automatic = SearchFieldPlacement() }

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { self }
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}

public protocol DynamicProperty {}

/// As the SDK declares it: not `Sendable` (a view that captures itself in a `@Sendable` closure must
/// not rely on it), `wrappedValue` settable without `mutating`, `$` a `Binding`.
@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper public struct FocusState<Value: Hashable> {
  public init() where Value == Bool {}
  public init<T: Hashable>() where Value == T? {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding { fatalError() }
}

@propertyWrapper public struct Environment<Value> {
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
  public var wrappedValue: Value { fatalError() }
}
