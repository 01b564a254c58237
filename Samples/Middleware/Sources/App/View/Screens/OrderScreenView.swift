// Created by featuregen from Samples/Showcase/Specs/Order.feature.yml.
// This file is yours: featuregen never rewrites it.

#if canImport(SwiftUI)
  import SwiftUI

  /// The Order screen. It maps the store's `OrderState` to its `Props` (what it shows, and
  /// closures that dispatch actions) and shows them. A starting point: make it yours.
  struct OrderScreenView: View {
    @Environment(Store.self) private var store

    var body: some View {
      let props = mapStateToProps(state: store.orderState)
      List {
        Section("Orders") {
          ForEach(props.orders) { order in
            Button(order.title) {
              props.onSelectOrder(order)
            }
          }
        }
        if let error = props.error {
          Text(error)
            .foregroundStyle(.red)
        }
        if let selectedOrder = props.selectedOrder {
          LabeledContent("Selected order", value: selectedOrder.title)
        }
      }
      .overlay {
        if props.isLoading {
          ProgressView()
        }
      }
      .task { [onLoadOrders = props.onLoadOrders] in
        await onLoadOrders()
      }
      .refreshable { [onLoadOrders = props.onLoadOrders] in
        await onLoadOrders()
      }
    }

    /// What the screen shows and what it can do, taken from the state. Triggered actions await their
    /// effects (so `.refreshable` ends when the load does); bindings read and dispatch on the main
    /// actor, where the store lives (`Binding` takes `@Sendable` closures, which are not main-actor
    /// isolated unless they say so).
    private struct Props {
      let orders: [Order]
      let isLoading: Bool
      let error: String?
      let selectedOrder: Order?
      let onLoadOrders: @Sendable () async -> Void
      let onSelectOrder: (Order) -> Void
    }

    private func mapStateToProps(state: OrderState) -> Props {
      Props(
        orders: state.orders,
        isLoading: state.isLoading,
        error: state.error,
        selectedOrder: state.selectedOrder,
        onLoadOrders: { await store.dispatch(action: OrderLoadOrdersAction()).finish() },
        onSelectOrder: { store.dispatch(action: OrderSelectOrderAction(payload: $0)) }
      )
    }
  }

  #Preview("Sample state") {
    OrderScreenView()
      .environment(Store.preview())
  }

  #Preview("Initial state") {
    OrderScreenView()
      .environment(Store.preview(state: AppState()))
  }
#endif
