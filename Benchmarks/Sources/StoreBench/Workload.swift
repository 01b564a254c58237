// The state and the action mix StoreBench dispatches. Every action changes state and none starts
// an effect (effects would queue tasks on the main actor that this synchronous loop never lets run),
// so each `send` also looks up the action's effect and finds none, as most actions of an app do.

/// A state whose Order and Catalog features each hold an array of `elements` values.
func makeState(elements: Int) -> AppState {
  var state = AppState()
  state.order.orders = (0..<elements).map { Order(id: $0, title: "Order \($0)") }
  state.catalog.phase = .loaded(
    (0..<elements).map { Item(id: $0, name: "Item \($0)", price: Double($0)) })
  return state
}

/// `count` actions cycling through all three features, with payloads taken from `state`.
func makeActions(count: Int, from state: AppState) -> [AppAction] {
  let orders = state.order.orders
  guard case .loaded(let items) = state.catalog.phase else { return [] }
  let user = User(id: 1, name: "Ada", bio: "Engineer")
  return (0..<count).map { index in
    switch index % 8 {
    case 0: .order(.selectOrder(orders[index % orders.count]))
    case 1: .order(.ordersFailed("timeout"))
    case 2: .order(.ordersLoaded(orders))  // same buffer: replaces the array without copying it
    case 3: .profile(.edited(name: "Ada", bio: "bio \(index % 10)"))
    case 4: .catalog(.searchFailed("offline"))
    case 5: .catalog(.itemsLoaded(items))
    case 6: .profile(.discardChanges)
    default: .profile(.profileLoaded(user))
    }
  }
}
