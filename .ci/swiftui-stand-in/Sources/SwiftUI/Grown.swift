// What real views use besides what generated views use (`.ci/extract-typecheck` type-checks the views
// `featuregen extract` converts from public apps' prototypes): stacks, shapes, pickers, presentation,
// the common modifiers and property wrappers. Declarations only, after the SDK's; where the SDK takes a
// protocol the stand-in does not model (`ToolbarContent`, `Gesture`'s builders), a `View` stands in.

import Observation

// MARK: Views

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public struct Alignment: Sendable {
  public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment()
  public static let bottom = Alignment(), topLeading = Alignment(), topTrailing = Alignment()
  public static let bottomLeading = Alignment(), bottomTrailing = Alignment()
}
public enum Axis: Sendable {
  case horizontal, vertical
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
  }
}
public struct VStack<Content: View>: PrimitiveView {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: PrimitiveView {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ZStack<Content: View>: PrimitiveView {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
public struct LazyVStack<Content: View>: PrimitiveView {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct LazyHStack<Content: View>: PrimitiveView {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public init() { rawValue = 0 }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
}
public struct GridItem: Sendable {
  public enum Size: Sendable { case fixed(CGFloat), flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity), adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) }
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
public struct LazyVGrid<Content: View>: PrimitiveView {
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct LazyHGrid<Content: View>: PrimitiveView {
  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct ScrollView<Content: View>: PrimitiveView {
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
public struct ScrollViewReader<Content: View>: PrimitiveView {
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}
public enum CoordinateSpace { case global, local, named(AnyHashable) }
public struct GeometryReader<Content: View>: PrimitiveView {
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}
public struct Spacer: PrimitiveView { public init(minLength: CGFloat? = nil) {} }
public struct Divider: PrimitiveView { public init() {} }
public struct AnyView: PrimitiveView { public init<V: View>(_ view: V) {} }
public struct Label<Title: View, Icon: View>: PrimitiveView {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}
extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
  public init(_ titleKey: LocalizedStringKey, image name: String) {}
}
extension Image {
  public init(_ name: String) {}
  public init(systemName: String, variableValue: Double?) {}
  public func resizable() -> Image { self }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
  public enum TemplateRenderingMode: Sendable { case template, original }
  public enum Scale: Sendable { case small, medium, large }
}
extension Text {
  public func bold() -> Text { self }
  public func italic() -> Text { self }
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
  public init(_ date: Date, style: DateStyle) {}
  public struct DateStyle: Sendable { public static let date = DateStyle(), time = DateStyle(), relative = DateStyle(), timer = DateStyle(), offset = DateStyle() }
}
public struct Link<Label: View>: PrimitiveView {
  public init(destination: URL, @ViewBuilder label: () -> Label) {}
}
extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) {}
}
extension Button {
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  public init<Label: View>(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
public struct ButtonRole: Sendable { public static let destructive = ButtonRole(), cancel = ButtonRole() }
extension Toggle {
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
  public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}
extension TextField {
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {}
}
public struct SecureField: PrimitiveView {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}
public struct TextEditor: PrimitiveView { public init(text: Binding<String>) {} }
public struct Slider: PrimitiveView {
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}
extension Stepper {
  @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>) {}
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> some View) {}
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {}
}
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}
public struct DatePicker<Label: View>: PrimitiveView {}
extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {}
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {}
  public struct Components: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = Components(rawValue: 1), hourAndMinute = Components(rawValue: 2)
  }
}
public struct ColorPicker: PrimitiveView {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}
public struct Menu<Label: View, Content: View>: PrimitiveView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
}
extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
}
public struct NavigationView<Content: View>: PrimitiveView { public init(@ViewBuilder content: () -> Content) {} }
extension NavigationStack {
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {}
}
extension NavigationPath {
  public var count: Int { 0 }
  public var isEmpty: Bool { true }
  public mutating func append<V: Hashable>(_ value: V) {}
  public mutating func removeLast(_ k: Int = 1) {}
}
public struct NavigationSplitViewVisibility: Equatable, Sendable {
  public static let automatic = Self(), all = Self(), doubleColumn = Self(), detailOnly = Self()
}
public struct NavigationSplitView<Sidebar: View, Detail: View>: PrimitiveView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  public init<Content: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
}
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {}
}
extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {}
}
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}
extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {}
}
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: PrimitiveView {}
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
  public static var search: Self { fatalError() }
}
extension ProgressView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
  public init(_ titleKey: LocalizedStringKey) {}
}
extension Section {
  public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {}
  public init<Header: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {}
  public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension ForEach {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {}
  public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {}
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedView<Self> { ModifiedView() }
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedView<Self> { ModifiedView() }
}
extension List {
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
}
extension List where SelectionValue == Never {
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {}
}
extension Form {
  public func formStyle(_ style: GroupedFormStyle) -> ModifiedView<Self> { ModifiedView() }
}
public struct GroupedFormStyle: Sendable { public static let grouped = GroupedFormStyle() }
public struct ToolbarItem<Content: View>: PrimitiveView {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
public struct ToolbarItemPlacement: Sendable {
  public static let automatic = Self(), primaryAction = Self(), confirmationAction = Self(), cancellationAction = Self()
  public static let navigationBarLeading = Self(), navigationBarTrailing = Self(), topBarLeading = Self()
  public static let topBarTrailing = Self(), bottomBar = Self(), principal = Self(), navigation = Self(), keyboard = Self()
  public static let destructiveAction = Self(), secondaryAction = Self(), status = Self()
}
public struct EditButton: PrimitiveView { public init() {} }
public struct ShareLink: PrimitiveView {
  public init(item: URL) {}
  public init(item: String) {}
}

// MARK: Shapes, colors, fonts

public protocol Shape: View, Sendable {}
extension Shape {
  public var body: Never { return fatalError() }
  public func fill<S: ShapeStyle>(_ content: S) -> ModifiedView<Self> { ModifiedView() }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedView<Self> { ModifiedView() }
}
public struct Circle: Shape { public init() {} }
public struct Rectangle: Shape { public init() {} }
public struct Capsule: Shape { public init() {} }
public struct Ellipse: Shape { public init() {} }
public struct RoundedRectangle: Shape { public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {} }
public enum RoundedCornerStyle: Sendable { case circular, continuous }
extension Color: View {
  public var body: Never { return fatalError() }
}
extension Color {
  public init(_ name: String) {}
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public init(white: Double, opacity: Double = 1) {}
  public func opacity(_ opacity: Double) -> Color { self }
  public static let blue = Color(), green = Color(), orange = Color(), yellow = Color(), pink = Color()
  public static let purple = Color(), gray = Color(), black = Color(), white = Color(), clear = Color()
  public static let primary = Color(), secondary = Color(), accentColor = Color(), indigo = Color(), teal = Color()
  public static let mint = Color(), cyan = Color(), brown = Color()
}
extension ShapeStyle where Self == Color {
  public static var blue: Color { Color() }
  public static var green: Color { Color() }
  public static var orange: Color { Color() }
  public static var yellow: Color { Color() }
  public static var gray: Color { Color() }
  public static var white: Color { Color() }
  public static var black: Color { Color() }
  public static var clear: Color { Color() }
  public static var purple: Color { Color() }
  public static var pink: Color { Color() }
  public static var accentColor: Color { Color() }
}
public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = Self(), secondary = Self(), tertiary = Self(), quaternary = Self()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
public struct Material: ShapeStyle {
  public static let regular = Self(), thin = Self(), thick = Self(), ultraThin = Self(), ultraThick = Self(), bar = Self()
}
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { .regular }
  public static var thinMaterial: Material { .thin }
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thickMaterial: Material { .thick }
  public static var bar: Material { .bar }
}
public struct Font: Sendable, Hashable {
  public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
  public static let subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font()
  public static let caption2 = Font()
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
  public func weight(_ weight: Weight) -> Font { self }
  public func bold() -> Font { self }
  public func monospacedDigit() -> Font { self }
  public struct Weight: Sendable, Hashable {
    public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
    public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
  }
  public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }
  public enum TextStyle: Sendable, Hashable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
}
public enum TextAlignment: Sendable { case leading, center, trailing }
public struct UnitPoint: Sendable, Hashable {
  public init(x: CGFloat, y: CGFloat) {}
  public static let center = UnitPoint(x: 0.5, y: 0.5), top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
}
public struct EdgeInsets: Sendable, Equatable {
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {}
  public var top: CGFloat { 0 }
  public var bottom: CGFloat { 0 }
  public var leading: CGFloat { 0 }
  public var trailing: CGFloat { 0 }
}
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { rawValue = 1 << e.rawValue }
    public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
    public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
  }
}
public struct Angle: Sendable, Hashable {
  public init(degrees: Double) {}
  public init(radians: Double) {}
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
}
public struct Animation: Sendable, Equatable {
  public static let `default` = Animation(), linear = Animation(), easeIn = Animation(), easeOut = Animation()
  public static let easeInOut = Animation(), spring = Animation(), bouncy = Animation(), snappy = Animation(), smooth = Animation()
  public static func easeInOut(duration: Double) -> Animation { Animation() }
  public static func easeIn(duration: Double) -> Animation { Animation() }
  public static func easeOut(duration: Double) -> Animation { Animation() }
  public static func linear(duration: Double) -> Animation { Animation() }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { Animation() }
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation() }
  public func delay(_ delay: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
}
@discardableResult public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition(), identity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
}
public enum ColorScheme: Sendable, Hashable { case light, dark }
public enum UserInterfaceSizeClass: Sendable, Hashable { case compact, regular }
public enum ScenePhase: Sendable, Hashable { case background, inactive, active }
public struct Visibility: Sendable, Hashable { public static let automatic = Self(), visible = Self(), hidden = Self() }

// MARK: Environment, storage, other property wrappers

public struct DismissAction: Sendable { @MainActor public func callAsFunction() {} }
public struct OpenURLAction: Sendable { @MainActor public func callAsFunction(_ url: URL) {} }
public struct EnvironmentValues {
  public var dismiss: DismissAction { fatalError() }
  public var openURL: OpenURLAction { fatalError() }
  public var colorScheme: ColorScheme { get { fatalError() } set {} }
  public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set {} }
  public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set {} }
  public var scenePhase: ScenePhase { get { fatalError() } set {} }
  public var isEnabled: Bool { get { fatalError() } set {} }
  public var isSearching: Bool { fatalError() }
  public var locale: Locale { get { fatalError() } set {} }
  public var calendar: Calendar { get { fatalError() } set {} }
  public var timeZone: TimeZone { get { fatalError() } set {} }
}
extension Environment {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
}
public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { get { fatalError() } set {} }
}
@propertyWrapper @dynamicMemberLookup public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  public var wrappedValue: ObjectType { fatalError() }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue: ObjectType) {}
  public init(initialValue: ObjectType) {}
  public var wrappedValue: ObjectType { fatalError() }
  public var projectedValue: Wrapper { fatalError() }
  @dynamicMemberLookup public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
  }
}
extension StateObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
}
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}
  public var wrappedValue: ObjectType { fatalError() }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
  public init(wrappedValue: Value) where Value: AnyObject & Observable {}
  public var wrappedValue: Value { get { fatalError() } set {} }
  public var projectedValue: Bindable<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  public init(wrappedValue: Value, _ key: String) where Value == Bool {}
  public init(wrappedValue: Value, _ key: String) where Value == Int {}
  public init(wrappedValue: Value, _ key: String) where Value == String {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
extension FocusState {
  @propertyWrapper public struct Binding {
    public init() {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  }
}
@propertyWrapper public struct GestureState<Value> {
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { fatalError() }
  public var projectedValue: GestureState<Value> { self }
}
@propertyWrapper public struct Namespace: DynamicProperty {
  public init() {}
  public var wrappedValue: ID { fatalError() }
  public struct ID: Hashable {}
}
extension Binding {
  public init(projectedValue: Binding<Value>) {}
  public init<V>(_ base: Binding<V>) where Value == V? {}
  public init?(_ base: Binding<Value?>) {}
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
extension Binding: Identifiable where Value: Identifiable { public var id: Value.ID { fatalError() } }
extension Binding: Sequence where Value: MutableCollection {
  public func makeIterator() -> IndexingIterator<[Binding<Value.Element>]> { fatalError() }
}
extension Binding: Collection, BidirectionalCollection, RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {
  public var startIndex: Value.Index { fatalError() }
  public var endIndex: Value.Index { fatalError() }
  public func index(after i: Value.Index) -> Value.Index { fatalError() }
  public func index(before i: Value.Index) -> Value.Index { fatalError() }
  public subscript(position: Value.Index) -> Binding<Value.Element> { fatalError() }
}

public protocol PreviewProvider {
  associatedtype Previews: View
  @MainActor @ViewBuilder static var previews: Previews { get }
}

// MARK: Modifiers

public enum ListStyleKind: Sendable { case plain, grouped, insetGrouped, inset, sidebar, automatic }
public struct ListStyleValue: Sendable {}
extension ListStyleValue {
  public static let plain = Self(), grouped = Self(), insetGrouped = Self(), inset = Self(), sidebar = Self(), automatic = Self()
}
public struct ButtonStyleValue: Sendable {
  public static let plain = Self(), bordered = Self(), borderedProminent = Self(), borderless = Self(), automatic = Self(), link = Self()
}
public struct LabelStyleValue: Sendable { public static let iconOnly = Self(), titleOnly = Self(), titleAndIcon = Self(), automatic = Self() }
public struct SymbolVariants: Hashable, Sendable {
  public static let none = Self(), fill = Self(), circle = Self(), square = Self(), rectangle = Self(), slash = Self()
}
public struct PickerStyleValue: Sendable {
  public static let segmented = Self(), menu = Self(), wheel = Self(), inline = Self(), automatic = Self(), navigationLink = Self(), palette = Self(), radioGroup = Self()
}
public struct ToggleStyleValue: Sendable { public static let `switch` = Self(), button = Self(), automatic = Self(), checkbox = Self() }
public struct TextFieldStyleValue: Sendable { public static let roundedBorder = Self(), plain = Self(), automatic = Self() }
public struct TitleDisplayMode: Sendable { public static let inline = Self(), large = Self(), automatic = Self() }
public struct PresentationDetent: Sendable, Hashable {
  public static let medium = Self(), large = Self()
  public static func height(_ height: CGFloat) -> Self { Self() }
  public static func fraction(_ fraction: CGFloat) -> Self { Self() }
}
public struct ScrollDismissesKeyboardMode: Sendable { public static let automatic = Self(), immediately = Self(), interactively = Self(), never = Self() }
public struct DragGesture {
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  public struct Value: Equatable, Sendable {
    public var translation: CGSize { fatalError() }
    public var location: CGPoint { fatalError() }
    public var startLocation: CGPoint { fatalError() }
    public var predictedEndTranslation: CGSize { fatalError() }
  }
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}
public struct TapGesture {
  public init(count: Int = 1) {}
  public func onEnded(_ action: @escaping () -> Void) -> Self { self }
}
public struct LongPressGesture {
  public init(minimumDuration: Double = 0.5) {}
  public func onEnded(_ action: @escaping (Bool) -> Void) -> Self { self }
}
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
}
public struct KeyboardTypeValue: Sendable {}
public struct ContentShapeKinds: Sendable {}
public struct SubmitLabel: Sendable { public static let done = Self(), search = Self(), go = Self(), next = Self(), send = Self(), `return` = Self() }
public struct Prominence: Sendable { public static let standard = Self(), increased = Self() }

extension View {
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func padding(_ length: CGFloat) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func font(_ font: Font?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func bold(_ isActive: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func italic(_ isActive: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func monospacedDigit() -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func foregroundColor(_ color: Color?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func tint(_ tint: Color?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func accentColor(_ accentColor: Color?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func clipShape<S: Shape>(_ shape: S) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func clipped() -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func opacity(_ opacity: Double) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func offset(_ offset: CGSize) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func transition(_ t: AnyTransition) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func gesture<G>(_ gesture: G) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func simultaneousGesture<G>(_ gesture: G) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func contentShape<S: Shape>(_ shape: S) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: TitleDisplayMode) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func toolbar(id: String, @ViewBuilder content: () -> some View) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func tag<V: Hashable>(_ tag: V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func id<ID: Hashable>(_ id: ID) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func badge(_ count: Int) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func listStyle(_ style: ListStyleValue) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func buttonStyle(_ style: ButtonStyleValue) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func labelStyle(_ style: LabelStyleValue) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func pickerStyle(_ style: PickerStyleValue) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func toggleStyle(_ style: ToggleStyleValue) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func textFieldStyle(_ style: TextFieldStyleValue) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func labelsHidden() -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func lineLimit(_ number: Int?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func help(_ textKey: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func help<S: StringProtocol>(_ text: S) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func redacted(reason: RedactionReasons) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func layoutPriority(_ value: Double) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func zIndex(_ value: Double) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func hidden() -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func scrollDisabled(_ disabled: Bool) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> { ModifiedView() }
  @_disfavoredOverload nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func scaledToFit() -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func scaledToFill() -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func textCase(_ textCase: Text.Case?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func textSelection(_ selectability: TextSelectability) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func controlSize(_ controlSize: ControlSize) -> ModifiedView<Self> { ModifiedView() }
  nonisolated public func menuStyle(_ style: ButtonStyleValue) -> ModifiedView<Self> { ModifiedView() }
}
public struct ToolbarPlacement: Sendable { public static let navigationBar = Self(), tabBar = Self(), bottomBar = Self(), automatic = Self(), windowToolbar = Self() }
public enum ControlSize: Sendable { case mini, small, regular, large, extraLarge }
public enum ContentMode: Sendable { case fit, fill }
public enum SymbolRenderingMode: Sendable { case monochrome, multicolor, hierarchical, palette }
extension Text { public enum Case: Sendable { case uppercase, lowercase } }
public struct TextSelectability: Sendable { public static let enabled = Self(), disabled = Self() }
extension TextSelectability { }
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral: Character) {}
  public static let `return` = KeyEquivalent(extendedGraphemeClusterLiteral: "\r"), escape = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{1b}")
  public static let delete = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{7f}")
}
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let command = Self(rawValue: 1), shift = Self(rawValue: 2), option = Self(rawValue: 4), control = Self(rawValue: 8)
}
public struct AccessibilityTraits: Sendable { public static let isButton = Self(), isHeader = Self(), isSelected = Self() }
public enum HorizontalEdge: Sendable { case leading, trailing }
public enum VerticalEdge: Sendable {
  case top, bottom
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all = Set(rawValue: 3)
  }
}
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let all = Self(rawValue: 3), container = Self(rawValue: 1), keyboard = Self(rawValue: 2)
}
public enum PopoverAttachmentAnchor { case rect(Anchor<CGRect>.Source), point(UnitPoint) }
public struct Anchor<Value> { public struct Source { public static var bounds: Source { fatalError() } } }
extension Optional: View where Wrapped: View { public var body: Never { return fatalError() } }

// ViewModifier, as SwiftUI declares it: `body(content:)` on the main actor, its `Content` a view that
// stands for the modified one; `modifier(_:)` wraps a view in `ModifiedContent`.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder func body(content: Content) -> Body
  typealias Content = _ViewModifier_Content<Self>
}
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {}
public struct ModifiedContent<Content, Modifier> {}
extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {}
extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
}
